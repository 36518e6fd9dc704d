import type { AppDb } from "../../db/client.js";
import { type AreaSearchRow, listAreasForSearch } from "./regional-repository.js";

type Entry = { row: AreaSearchRow; searchName: string };

/**
 * The area search (GET /api/regional/get_areas, the featured-agent cost) over the ~7,300 districts held in memory
 * (docs/adr/0042): Indonesia's districts are reference data seeded before the API starts and never written while
 * it runs, and scanning them in the process costs far less than a query. Read once, on first use, in the
 * database's order and lower-casing, so the answers are the ones the SQL search gave: districts whose name contains
 * the query (plain text, no wildcards), those that start with it first, then by name and city name.
 */
export class AreaDirectory {
  private entries: Promise<Entry[]> | undefined;

  constructor(private readonly db: AppDb) {}

  async search(query: string, limit: number): Promise<AreaSearchRow[]> {
    const entries = await this.load();
    const q = query.trim().toLowerCase();
    if (!q) return entries.slice(0, limit).map((e) => e.row);
    const starting: AreaSearchRow[] = [];
    const containing: AreaSearchRow[] = [];
    for (const { row, searchName } of entries) {
      const at = searchName.indexOf(q);
      if (at === 0) {
        starting.push(row);
        if (starting.length === limit) break;
      } else if (at > 0 && containing.length < limit) {
        containing.push(row);
      }
    }
    return starting.concat(containing).slice(0, limit);
  }

  private load(): Promise<Entry[]> {
    this.entries ??= listAreasForSearch(this.db).then(
      (rows) => rows.map(({ search_name, ...row }) => ({ row, searchName: search_name })),
      (err: unknown) => {
        // A failed read is not remembered: the next search tries again.
        this.entries = undefined;
        throw err;
      },
    );
    return this.entries;
  }
}
