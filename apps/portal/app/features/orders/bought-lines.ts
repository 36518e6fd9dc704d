import type { OrderDetail } from "./queries";

type Line = OrderDetail["items"][number];

/**
 * What a paid line brought, as the success page says it: "Membership Pro 365 hari", "250 Koin" (with "2 × " for
 * more than one package), "10 slot listing 90 hari".
 */
export function boughtLineText(line: Line): string {
  switch (line.category) {
    case "LISTING_SLOT":
      return line.duration ? `${line.qty} slot listing ${line.duration} hari` : `${line.qty} slot listing`;
    case "MEMBERSHIP":
      // An upgrade keeps the current term's end: its days are not a new term.
      return line.duration && line.kind !== "MEMBERSHIP_UPGRADE" ? `${line.name} ${line.duration} hari` : line.name;
    default:
      return line.qty > 1 ? `${line.qty} × ${line.name}` : line.name;
  }
}

/** The next step after a paid order without a kept action: a new member adds a listing, a coin buyer sees coins. */
export function nextStepAfter(items: readonly Line[]): "listingAdd" | "coinPurchase" | "myListings" {
  if (items.some((line) => line.category === "MEMBERSHIP")) return "listingAdd";
  if (items.some((line) => line.category === "LISTING_SLOT")) return "myListings";
  return "coinPurchase";
}
