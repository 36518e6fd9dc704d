/**
 * Which searches had more than SEARCH_RESULT_WINDOW matches lately. Past the window a total only says "10.000+",
 * and whether a search (all of Indonesia, a province, a common word like "rumah") still has that many changes
 * slowly, so for ttlMs a repeat of it skips the count, the one part of a search that reads thousands of rows.
 * Exact totals are never remembered. Per process, bounded (the oldest entries go first).
 */
export class LargeResultMemory {
  private readonly seenAt = new Map<string, number>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `key` had more matches than the window within ttlMs. */
  has(key: string): boolean {
    const at = this.seenAt.get(key);
    if (at === undefined) return false;
    if (this.now() - at < this.ttlMs) return true;
    this.seenAt.delete(key);
    return false;
  }

  remember(key: string): void {
    this.seenAt.delete(key);
    this.seenAt.set(key, this.now());
    while (this.seenAt.size > this.maxEntries) this.seenAt.delete(this.seenAt.keys().next().value!);
  }

  forget(): void {
    this.seenAt.clear();
  }
}
