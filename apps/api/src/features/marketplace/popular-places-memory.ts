/**
 * The last answer of GET /api/search/popular_places, kept for ttlMs: counting every public listing by city and
 * area reads a whole index (a million entries on a large site), and the ranking of cities moves slowly, so the
 * marketplace home reads it from memory between counts (docs/product/marketplace.md#the-visitors-home). Per
 * process; a failed count is not kept. The TTL is cache time, not business time.
 */
export class PopularPlacesMemory<T> {
  private kept: { value: Promise<T>; at: number } | undefined;

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept answer while fresh, else a new one from `count`. */
  get(count: () => Promise<T>): Promise<T> {
    const at = this.now();
    if (this.kept && at - this.kept.at < this.ttlMs) return this.kept.value;
    const value = count();
    this.kept = { value, at };
    value.catch(() => {
      if (this.kept?.value === value) this.kept = undefined;
    });
    return value;
  }

  forget(): void {
    this.kept = undefined;
  }
}
