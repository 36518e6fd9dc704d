// How a listing reads wherever it appears (search cards, the listing page, favourites, my listings): the title
// composed from the property type and the agent's own words, and the price with its rent period, in full, short
// ("Rp 1,25 M") and spoken forms. The API sends composed titles; the portal formats prices with these.
import { formatRupiah } from "./format";

/** The title of a listing that has neither a property type nor a title yet (an early draft). */
export const UNTITLED_LISTING = "Tanpa judul";

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
const lower = (text: string) => text.toLocaleLowerCase("id");
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The suffix starts with the type name as a whole word ("Apartemen 2BR", not "Apartemenku"). */
function startsWithWord(text: string, word: string): boolean {
  if (word === "" || !lower(text).startsWith(lower(word))) return false;
  const next = text.charAt(word.length);
  return next === "" || !WORD_CHAR.test(next);
}

/**
 * The display title: the property type name, then the agent's title without repeating the type.
 * ("Apartemen", "2BR Furnished") and ("Apartemen", "apartemen 2BR Furnished") both → "Apartemen 2BR Furnished".
 */
export function composeListingTitle(
  propertyTypeName: string | null | undefined,
  titleSuffix: string | null | undefined,
): string {
  const type = collapse(propertyTypeName ?? "");
  const suffix = collapse(titleSuffix ?? "");
  if (type === "") return suffix === "" ? UNTITLED_LISTING : suffix;
  if (suffix === "") return type;
  if (!startsWithWord(suffix, type)) return `${type} ${suffix}`;
  // The agent's title starts with the type: keep their words after it ("Rumah, siap huni"), dropping repeats.
  let rest = suffix.slice(type.length);
  while (/^\s/.test(rest) && startsWithWord(rest.trim(), type)) rest = rest.trim().slice(type.length);
  return collapse(type + rest);
}

/** A rent period as the API sends it (RentPeriod): its length in months decides the words. */
export type RentPeriodLength = { months: number };

/** "bulan", "tahun", "3 bulan", "2 tahun": the unit a rent price is per. */
export function rentPeriodUnit({ months }: RentPeriodLength): string {
  if (!Number.isSafeInteger(months) || months < 1) throw new RangeError(`Not a rent period: ${months} months`);
  if (months % 12 === 0) return months === 12 ? "tahun" : `${months / 12} tahun`;
  return months === 1 ? "bulan" : `${months} bulan`;
}

const SHORT_UNITS = [
  { size: 1_000_000_000_000, label: "T" },
  { size: 1_000_000_000, label: "M" },
  { size: 1_000_000, label: "jt" },
  { size: 1_000, label: "rb" },
] as const;

/** Rounds value / 10^power half up to `decimals` places, exactly (integers only). */
function scaledRound(value: number, power: number, decimals: number): number {
  const divisor = 10 ** (power - decimals);
  const quotient = Math.floor(value / divisor);
  return (value % divisor) * 2 >= divisor ? quotient + 1 : quotient;
}

/**
 * Short rupiah for cards and price chips, three significant digits: 1_250_000_000 → "Rp 1,25 M",
 * 850_000_000 → "Rp 850 jt", 8_500_000 → "Rp 8,5 jt", 950_000 → "Rp 950 rb", 999 → "Rp 999".
 */
export function formatRupiahShort(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a rupiah amount: ${value}`);
  const amount = Math.round(Math.abs(value));
  const sign = value < 0 && amount !== 0 ? "-" : "";
  const index = SHORT_UNITS.findIndex((u) => amount >= u.size);
  if (index === -1) return `${sign}Rp ${amount}`;
  let unit: (typeof SHORT_UNITS)[number] = SHORT_UNITS[index]!;
  const power = Math.log10(unit.size);
  const whole = Math.floor(amount / unit.size);
  const decimals = Math.max(0, 3 - whole.toString().length);
  let scaled = scaledRound(amount, power, decimals);
  // 999.96 jt rounds to 1000 jt: say 1 M instead.
  if (scaled >= 1000 * 10 ** decimals && index > 0) {
    unit = SHORT_UNITS[index - 1]!;
    scaled = scaledRound(amount, power + 3, 2);
    return `${sign}Rp ${decimalText(scaled, 2)} ${unit.label}`;
  }
  return `${sign}Rp ${decimalText(scaled, decimals)} ${unit.label}`;
}

/** 125, 2 → "1,25"; 150, 2 → "1,5"; 100, 2 → "1"; integer part grouped with dots. */
function decimalText(scaled: number, decimals: number): string {
  const factor = 10 ** decimals;
  const integer = Math.floor(scaled / factor)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const fraction = (scaled % factor).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction === "" ? integer : `${integer},${fraction}`;
}

export type ListingPriceLabel = {
  /** "Rp 8.500.000 / bulan", "Rp 1.250.000.000" */
  text: string;
  /** "Rp 8,5 jt / bulan", "Rp 1,25 M" */
  short: string;
  /** For screen readers (aria-label beside the short form): "8.500.000 rupiah per bulan". */
  spoken: string;
};

/** A listing's price in words: with the rent period for a rental (rentPeriod null or absent for a sale). */
export function listingPriceLabel(price: number, rentPeriod?: RentPeriodLength | null): ListingPriceLabel {
  const full = formatRupiah(price);
  const short = formatRupiahShort(price);
  const exact = `${full.replace("Rp ", "")} rupiah`;
  if (!rentPeriod) return { text: full, short, spoken: exact };
  const unit = rentPeriodUnit(rentPeriod);
  return { text: `${full} / ${unit}`, short: `${short} / ${unit}`, spoken: `${exact} per ${unit}` };
}
