// The sandbox's QR payload: a dynamic QRIS text in the EMVCo merchant-presented layout (tag, two-digit length,
// value) with its CRC, as a real acquirer issues one. Wallet apps read it as an unknown merchant; the portal
// draws it like any gateway's QR, so the how-to-pay page shows the same code it would in production.

/** One EMVCo data object: id, length in two digits, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`QRIS field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), the checksum EMVCo QR codes end with (tag 63). */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** A QRIS payload for one charge: the amount in whole rupiah and the gateway order id as the bill number. */
export function sandboxQrisString({ amount, reference }: { amount: number; reference: string }): string {
  const body = [
    field("00", "01"), // payload format
    field("01", "12"), // dynamic: one payment
    field("26", field("00", "ID.GRIYA.SANDBOX") + field("01", "9360000000000000001") + field("02", "GRIYA0001")),
    field("51", field("00", "ID.CO.QRIS.WWW") + field("02", "ID1020000000001") + field("03", "UMI")),
    field("52", "6513"), // merchant category: real estate agents
    field("53", "360"), // rupiah
    field("54", String(Math.round(amount))),
    field("58", "ID"),
    field("59", "GRIYA SANDBOX"),
    field("60", "JAKARTA"),
    field("61", "10110"),
    field("62", field("01", reference.slice(0, 25))),
  ].join("");
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16Ccitt(withCrcTag);
}
