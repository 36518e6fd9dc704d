// EXPLAIN ANALYZE of the public search statement (the one the API runs, search-repository.ts) for each screen given
// as a query string, printing the plan and its timing: how bench-results.md records the plans.
//   node --import tsx scripts/explain-search.ts "?province_id=32" "?q=rumah" …   (DATABASE_URL as for the API)
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { loadConfig } from "../src/platform/config.js";
import { openDatabase } from "../src/platform/db/client.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import type { SearchQuery } from "../src/features/marketplace/search-filters.js";
import { searchStatement } from "../src/features/marketplace/search-repository.js";

const NUMBERS = new Set([
  "agent_id",
  "property_type_id",
  "price_min",
  "price_max",
  "bedroom",
  "bathroom",
  "building_size_min",
  "building_size_max",
  "land_size_min",
  "land_size_max",
  "certificate_id",
  "furnishing_status_id",
  "page",
  "per_page",
]);

function parse(queryString: string): SearchQuery {
  const params = new URLSearchParams(queryString.replace(/^\?/, ""));
  return Object.fromEntries([...params].map(([k, v]) => [k, NUMBERS.has(k) ? Number(v) : v]));
}

const database = await openDatabase(loadConfig());
try {
  for (const screen of process.argv.slice(2)) {
    const statement = searchStatement(parse(screen), { viewerId: null, skipCount: false });
    // Twice: the first run warms the caches, the second is the one shown.
    await database.db.execute(statement);
    const plan = await rowsOf(
      database.db,
      v.object({ "QUERY PLAN": v.string() }),
      sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`,
    );
    console.log(`\n### ${screen || "(no filter)"}\n`);
    for (const row of plan) console.log(row["QUERY PLAN"]);
  }
} finally {
  await database.close();
}
