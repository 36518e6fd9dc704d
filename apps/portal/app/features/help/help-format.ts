import { formatRupiah } from "@griya/domain/format";
import type { HelpFacts } from "./help-article";

// Small phrases the articles share, all from the facts.

export const rupiah = formatRupiah;

/** "90, 180 atau 365 hari". */
export function orList(values: readonly (string | number)[]): string {
  const texts = values.map(String);
  if (texts.length <= 1) return texts.join("");
  return `${texts.slice(0, -1).join(", ")} atau ${texts.at(-1)}`;
}

/** "Starter, Pro dan Executive". */
export function andList(values: readonly string[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} dan ${values.at(-1)}`;
}

export const paidTiers = (facts: HelpFacts) => facts.memberships.filter((m) => m.type !== "TRIAL");
export const trialTier = (facts: HelpFacts) => facts.memberships.find((m) => m.type === "TRIAL");

/** The tier table every membership article can show. */
export function tierRows(facts: HelpFacts): string[][] {
  return paidTiers(facts).map((m) => [
    m.display_name,
    rupiah(m.price),
    `${m.duration_days} hari`,
    `${m.listing_slots} slot`,
    `${m.bonus_coins} koin`,
  ]);
}

export const TIER_HEAD = ["Membership", "Harga (belum PPN)", "Masa aktif", "Slot listing aktif", "Bonus koin"];

export function coinPackageRows(facts: HelpFacts): string[][] {
  return facts.coin_packages.map((p) => [p.name, `${p.coins} koin`, rupiah(p.price), `${p.validity_days} hari`]);
}

export const COIN_PACKAGE_HEAD = ["Paket", "Jumlah koin", "Harga (belum PPN)", "Berlaku"];
