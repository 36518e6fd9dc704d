import type { AppDb } from "../../platform/db/client.js";
import { type AreaSearchRow, listAreasForSearch } from "./regional-repository.js";

type Directory = {
  rows: AreaSearchRow[];
  /** Every lower-cased name, in the rows' order, each followed by a newline. */
  names: string;
  /** Where each row's name starts in `names`, ascending. */
  starts: Int32Array;
};

/**
 * The area search (GET /api/regional/get_areas, the featured-agent cost) over the ~7,300 districts held in memory
 * (docs/adr/0042): Indonesia's districts are reference data seeded before the API starts and never written while
 * it runs, and scanning them in the process costs far less than a query. Read once, on first use, in the
 * database's order and lower-casing, so the answers are the ones the SQL search gave: districts whose name contains
 * the query (plain text, no wildcards), those that start with it first, then by name and city name.
 */
export class AreaDirectory {
  private directory: Promise<Directory> | undefined;

  constructor(private readonly db: AppDb) {}

  async search(query: string, limit: number): Promise<AreaSearchRow[]> {
    const { rows, names, starts } = await this.load();
    const q = query.trim().toLowerCase();
    if (!q) return rows.slice(0, limit);
    const starting: AreaSearchRow[] = [];
    const containing: AreaSearchRow[] = [];
    // One indexOf over all names finds the next matching row; the search goes on from the row after it.
    for (let at = names.indexOf(q); at !== -1;) {
      const i = rowAt(starts, at);
      const end = i + 1 < starts.length ? starts[i + 1]! - 1 : names.length - 1;
      if (at + q.length > end) {
        // The match runs past this name (a query with a newline): look again from the next character.
        at = names.indexOf(q, at + 1);
        continue;
      }
      if (at === starts[i]) {
        starting.push(rows[i]!);
        if (starting.length === limit) break;
      } else if (containing.length < limit) {
        containing.push(rows[i]!);
      }
      at = i + 1 < starts.length ? names.indexOf(q, starts[i + 1]) : -1;
    }
    return starting.concat(containing).slice(0, limit);
  }

  private load(): Promise<Directory> {
    this.directory ??= listAreasForSearch(this.db).then(
      (found) => {
        const starts = new Int32Array(found.length);
        let names = "";
        const rows = found.map(({ search_name, ...row }, i) => {
          starts[i] = names.length;
          names += `${search_name}\n`;
          return row;
        });
        return { rows, names, starts };
      },
      (err: unknown) => {
        // A failed read is not remembered: the next search tries again.
        this.directory = undefined;
        throw err;
      },
    );
    return this.directory;
  }
}

/** The row whose name holds position `at` of `names`: the last start at or before it. */
function rowAt(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
