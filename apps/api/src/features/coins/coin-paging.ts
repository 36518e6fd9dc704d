/** Rows per page of the coin lists (purchases, usages, transfers). */
export const COIN_PAGE_SIZE = 10;

/** A LIKE pattern matching `q` as a plain substring (%, _ and \ in the keyword are literal). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The trimmed keyword, or undefined when there is nothing to search for. */
export function keywordOf(q: string | undefined): string | undefined {
  const trimmed = q?.trim();
  return trimmed ? trimmed : undefined;
}
