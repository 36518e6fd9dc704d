// The rupiah price input holds digits only and shows them grouped id-ID style ("1.500.000"), so what the agent
// sees, what the state holds and what is sent (an integer) never disagree.

/** More digits than any allowed price (1.000.000.000.000 has 13), but still a safe integer. */
const MAX_PRICE_DIGITS = 15;

/**
 * The digits of what was typed or pasted: "Rp 1.500.000" → "1500000". A decimal tail in the Indonesian style
 * (",00" or ",5") is dropped rather than read as more digits; leading zeros go.
 */
export function priceDigits(input: string): string {
  const withoutCents = input.replace(/,\d{0,2}\s*$/, "");
  return withoutCents
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, MAX_PRICE_DIGITS);
}

/** "1500000" → "1.500.000" (the input's shown value). */
export function formatPriceDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}
