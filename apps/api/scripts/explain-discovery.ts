// The query plans of the discovery calls (landing page, visitor home, similar listings, sitemaps): each call given as
// its API path runs through its own handler on a database that notes every statement, twice (the first warms the
// caches), then prints EXPLAIN (ANALYZE, BUFFERS) of each statement the second run made. `refresh` instead runs
// refreshPlaceMarketStats once, timed, then prints the plan of its counting statement (run again inside a
// transaction that is rolled back). How bench-results.md records the plans; the search statement has
// explain-search.ts.
//   node --import tsx scripts/explain-discovery.ts refresh "/api/search/landing?listing_type=S&place=…" …
import type { FastifyRequest } from "fastify";
import { sql, type SQL, TransactionRollbackError } from "drizzle-orm";
import * as v from "valibot";
import { publicFilesAt } from "../src/kernels/files/public-files.js";
import { clock } from "../src/platform/clock.js";
import { loadConfig } from "../src/platform/config.js";
import { type AppDb, openDatabase } from "../src/platform/db/client.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import { getLandingPage, refreshPlaceMarketStats } from "../src/features/landing/index.js";
import { getPopularPlaces, getSimilarListings, PopularPlacesMemory } from "../src/features/marketplace/index.js";
import { sitemapAgentPages, sitemapIndex, sitemapLandingPages } from "../src/features/sitemaps/index.js";

/** A database that runs every statement on `db` and notes it in `seen` (also inside transactions). */
function noting(db: AppDb, seen: SQL[]): AppDb {
  return {
    execute: (query: SQL) => {
      seen.push(query);
      return db.execute(query);
    },
    transaction: (work: (tx: AppDb) => Promise<unknown>) =>
      db.transaction((tx) => work(noting(tx as unknown as AppDb, seen))),
  } as unknown as AppDb;
}

type Call = (request: FastifyRequest) => Promise<unknown>;
const asCall = (handler: unknown) => handler as Call;
/** The calls by path pattern; `:uuid` becomes params.uuid. */
const CALLS: [RegExp, Call][] = [
  [/^\/api\/search\/landing$/, asCall(getLandingPage)],
  [/^\/api\/search\/popular_places$/, asCall(getPopularPlaces)],
  [/^\/api\/search\/listings\/(?<uuid>[0-9a-f-]{36})\/similar$/, asCall(getSimilarListings)],
  [/^\/api\/search\/sitemap\/index$/, asCall(sitemapIndex)],
  [/^\/api\/search\/sitemap\/landing$/, asCall(sitemapLandingPages)],
  [/^\/api\/search\/sitemap\/agents$/, asCall(sitemapAgentPages)],
];

/** The statements one call of `path` makes (its handler on a noting database; a fresh popular-places memory). */
async function statementsOf(db: AppDb, path: string): Promise<SQL[]> {
  const url = new URL(path, "http://bench");
  const found = CALLS.map(([pattern, call]) => [pattern.exec(url.pathname), call] as const).find(([m]) => m);
  if (!found) throw new Error(`explain-discovery: no call for ${path}`);
  const [match, call] = found;
  const seen: SQL[] = [];
  const query = Object.fromEntries(
    [...url.searchParams].map(([k, value]) => [k, k === "page" || k.endsWith("_id") ? Number(value) : value]),
  );
  const request = {
    server: {
      database: { db: noting(db, seen) },
      popularPlaces: new PopularPlacesMemory(),
      publicFiles: publicFilesAt(undefined),
      listingMetrics: { recordImpressions: () => undefined },
    },
    query,
    params: match?.groups ?? {},
    headers: {},
  } as unknown as FastifyRequest;
  await call(request);
  return seen;
}

const Plan = v.object({ "QUERY PLAN": v.string() });
const explain = (db: AppDb, statement: SQL) =>
  rowsOf(db, Plan, sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement}`);
const print = (plan: v.InferOutput<typeof Plan>[]) => {
  for (const row of plan) console.log(row["QUERY PLAN"]);
};

/** One refresh, timed; then the plan of its counting statement, on the old rows' absence, rolled back. */
async function explainRefresh(db: AppDb): Promise<void> {
  const seen: SQL[] = [];
  const started = performance.now();
  const written = await refreshPlaceMarketStats(noting(db, seen), clock.now());
  console.log(`\n### refreshPlaceMarketStats: ${written} rows in ${Math.round(performance.now() - started)} ms\n`);
  const counting = seen.at(-1)!;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM place_market_stats`);
      print(await explain(tx, counting));
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
}

const database = await openDatabase(loadConfig());
try {
  const { db } = database;
  for (const path of process.argv.slice(2)) {
    if (path === "refresh") {
      await explainRefresh(db);
      continue;
    }
    await statementsOf(db, path);
    const statements = await statementsOf(db, path);
    console.log(`\n### ${path}: ${statements.length} statements`);
    for (const [index, statement] of statements.entries()) {
      console.log(`\n#### ${index + 1}.\n`);
      print(await explain(db, statement));
    }
  }
} finally {
  await database.close();
}
