/** Words of a keyword search; more are ignored (a search box, not a document). */
const MAX_KEYWORD_WORDS = 8;

/**
 * The tsquery text of a keyword search: its words (letters and digits, lower-cased, as the 'simple' text search
 * configuration splits them), all required, the last also as a prefix ("kebayoran bar" finds "Kebayoran Baru").
 * Only word characters reach to_tsquery, so no input can be a tsquery syntax error. Null without any word.
 */
export function keywordTsQuery(keyword: string): string | null {
  const words = keyword.toLocaleLowerCase("id").match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, MAX_KEYWORD_WORDS);
  if (unique.length === 0) return null;
  return unique.map((w, i) => (i === unique.length - 1 ? `${w}:*` : w)).join(" & ");
}
