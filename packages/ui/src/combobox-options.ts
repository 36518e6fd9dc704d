/** Internal: MultiCombobox's options and the search that narrows them. */
export type ComboboxOption = { value: string; label: string; description?: string };

/** Lowercase without diacritics, so "bali" finds "Balí" and "JAKARTA" finds "Jakarta". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("id-ID");
}

/** Every typed word must appear in the label or the description ("jak sel" → "Kota Jakarta Selatan"). */
export function filterOptions(options: ComboboxOption[], query: string): ComboboxOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const haystack = fold(`${option.label} ${option.description ?? ""}`);
    return words.every((word) => haystack.includes(word));
  });
}
