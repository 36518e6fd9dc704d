import { describe, expect, it } from "vitest";
import { crc16Ccitt, sandboxQrisString } from "./sandbox-qris.js";

/** Reads EMVCo tag-length-value objects back into a map (top level only). */
function parse(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < text.length;) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    out.set(id, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}

describe("sandbox QRIS payload", () => {
  it("computes CRC-16/CCITT-FALSE as the standard's check value says", () => {
    expect(crc16Ccitt("123456789")).toBe("29B1");
  });

  it("is a dynamic QRIS text with the amount, the order id as bill number, and a valid checksum", () => {
    const qr = sandboxQrisString({ amount: 555_000, reference: "ORD-20260101-000001~2" });
    const fields = parse(qr);
    expect(fields.get("00")).toBe("01");
    expect(fields.get("01")).toBe("12");
    expect(fields.get("53")).toBe("360");
    expect(fields.get("54")).toBe("555000");
    expect(fields.get("58")).toBe("ID");
    expect(parse(fields.get("62")!).get("01")).toBe("ORD-20260101-000001~2");
    expect(qr.slice(-8, -4)).toBe("6304");
    expect(qr.slice(-4)).toBe(crc16Ccitt(qr.slice(0, -4)));
    expect(qr.length).toBeLessThanOrEqual(512);
  });
});
