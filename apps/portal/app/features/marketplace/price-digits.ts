// The price filters of /cari read like the listing form's price: "15.000.000" while typing. The query carries
// digits only (the form's reader strips the dots; search-filters.ts also reads "15.000.000" from a plain form post).

/** 15000000 or "15000000" → "15.000.000"; "" stays "". */
export const groupDigits = (digits: number | string | null): string =>
  digits === null ? "" : String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/**
 * Regroups a price input as it is typed, keeping the caret after the same digit when the dots move. At most 13
 * digits (the highest price, 1.000.000.000.000).
 */
export function regroupPrice(input: HTMLInputElement): void {
  const typedBefore = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/\D/g, "").length;
  const shown = groupDigits(
    input.value
      .replace(/\D/g, "")
      .replace(/^0+(?=\d)/, "")
      .slice(0, 13),
  );
  if (shown === input.value) return;
  input.value = shown;
  if (document.activeElement !== input) return;
  let caret = 0;
  for (let seen = 0; caret < shown.length && seen < typedBefore; caret++) if (/\d/.test(shown[caret]!)) seen++;
  input.setSelectionRange(caret, caret);
}
