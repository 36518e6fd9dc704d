// The catalogue bench's data: one agent with thousands of listings (mixed tabs, types, prices and dates, a
// primary photo on most, repost schedules on some), written set-based (INSERT … SELECT generate_series) so
// 5,000 listings take a few statements, not 5,000 round trips. Run before the API starts (PGlite belongs to
// one process): migrates and seeds like a start, then replaces the bench agent's listings. Idempotent.
//   node --import tsx scripts/seed-bench-catalogue.ts <agent e-mail> <listings>   (DATA_DIR / DATABASE_URL as for the API)
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { hashPassword } from "../src/kernels/auth/password.js";
import { loadConfig } from "../src/platform/config.js";
import { type AppDb, openDatabase } from "../src/platform/db/client.js";
import { migrate } from "../src/platform/db/migrate.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import { seed } from "../src/seed/seed.js";
import { DEMO_PASSWORD } from "../src/seed/demo-agents.js";

const PLACES = [
  "Menteng",
  "Kemang",
  "Pondok Indah",
  "Kelapa Gading",
  "BSD City",
  "Bintaro",
  "Cibubur",
  "Depok",
  "Bekasi Barat",
  "Sentul",
  "Cinere",
  "Puri Indah",
  "Serpong",
  "Tebet",
  "Rawamangun",
  "Cempaka Putih",
];

/** The agent (password DEMO_PASSWORD) with exactly `listings` listings. */
async function seedBenchCatalogue(db: AppDb, email: string, listings: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, email_verified_at, phone_number, phone_number_verified_at, referral_code)
    VALUES ('Agen Bench Katalog', ${email}, ${passwordHash}, now(), '081200005000', now(), 'BENCHKAT')
    ON CONFLICT ((lower(email))) DO NOTHING`);
  const [agent] = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`SELECT id FROM users WHERE lower(email) = ${email}`,
  );
  const userId = agent!.id;

  await db.transaction(async (txn) => {
    const tx = txn as unknown as AppDb;
    await tx.execute(sql`DELETE FROM listings WHERE user_id = ${userId}`);
    await tx.execute(sql`DELETE FROM uploaded_photos WHERE owner_user_id = ${userId}`);
    // 60 % Aktif, 20 % Draft, 20 % Lampau; every third a rental; prices spread from Rp 100 juta to Rp 50 miliar
    // (a quarter of the drafts without one); Aktif posted over the last 119 days, Lampau over the year before.
    await tx.execute(sql`
      WITH g AS (
        SELECT i,
          CASE WHEN i % 10 < 6 THEN 'ACTIVE' WHEN i % 10 < 8 THEN 'DRAFT' ELSE 'INACTIVE' END AS status,
          CASE WHEN i % 10 < 6 THEN now() - make_interval(days => (i * 37) % 119, mins => i % 1440)
            WHEN i % 10 >= 8 THEN now() - make_interval(days => 121 + (i * 13) % 365, mins => i % 1440) END AS posted_at
        FROM generate_series(1, ${listings}::int) AS i
      ), types AS (SELECT array_agg(id ORDER BY id) AS ids FROM property_types)
      INSERT INTO listings (listing_number, user_id, status, type, property_type_id, title_suffix, price, rent_period_id,
        activated_at, posted_at, expires_at, deactivated_at, visit_count, impression_count, created_at, updated_at)
      SELECT next_listing_number(), ${userId}, g.status,
        CASE WHEN g.i % 3 = 0 THEN 'R' ELSE 'S' END,
        types.ids[1 + g.i % cardinality(types.ids)],
        (string_to_array(${PLACES.join("|")}, '|'))[1 + g.i % ${PLACES.length}] || ' Blok ' || chr(65 + g.i % 26) || '-' || g.i,
        CASE WHEN g.status = 'DRAFT' AND g.i % 4 = 0 THEN NULL ELSE (10 + (g.i * 7919) % 4991)::bigint * 10000000 END,
        CASE WHEN g.i % 3 = 0 THEN (SELECT min(id) FROM rent_periods) END,
        g.posted_at - make_interval(days => g.i % 30), g.posted_at, g.posted_at + interval '120 days',
        CASE WHEN g.status = 'INACTIVE' THEN g.posted_at + interval '120 days' END,
        (g.i * 13) % 500, (g.i * 31) % 5000,
        coalesce(g.posted_at, now() - make_interval(days => g.i % 119)) - make_interval(days => g.i % 30, mins => g.i),
        now()
      FROM g, types`);
    // Numbered 1…n in insertion order, so the picks below do not depend on ids left by earlier runs.
    await tx.execute(sql`
      CREATE TEMPORARY TABLE bench_listings ON COMMIT DROP AS
      SELECT id, status, row_number() OVER (ORDER BY id)::int AS i, gen_random_uuid() AS photo_uuid
      FROM listings WHERE user_id = ${userId}`);
    // A primary photo for four listings in five.
    await tx.execute(sql`INSERT INTO uploaded_photos (uuid, owner_user_id, purpose, widths)
      SELECT photo_uuid, ${userId}, 'listing', '{320,640,1280}' FROM bench_listings WHERE i % 5 <> 0`);
    await tx.execute(sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
      SELECT id, photo_uuid, 0, true FROM bench_listings WHERE i % 5 <> 0`);
    // Repost schedules on one active listing in seven: one to three slots on different days; on a third of
    // them every slot has already ended (they must not show).
    await tx.execute(sql`
      INSERT INTO repost_schedules (listing_id, day_of_the_week, time, expired_at)
      SELECT b.id, 1 + (b.i / 7 + 2 * s) % 7,
        lpad(((7 + 5 * s + b.i / 7 % 12) % 24)::text, 2, '0') || CASE WHEN s = 1 THEN ':30' ELSE ':00' END,
        CASE WHEN b.i % 3 = 0 THEN current_date - 1 ELSE current_date + 30 * (1 + s) END
      FROM bench_listings b, generate_series(0, 2) AS s
      WHERE b.status = 'ACTIVE' AND b.i % 7 = 0 AND s <= b.i % 3`);
  });
  // Fresh statistics, as autovacuum would gather on a server (PGlite has no autovacuum).
  await db.execute(sql`VACUUM ANALYZE listings`);
  await db.execute(sql`VACUUM ANALYZE listing_photos`);
  await db.execute(sql`VACUUM ANALYZE uploaded_photos`);
  await db.execute(sql`VACUUM ANALYZE repost_schedules`);
}

const [email, count] = process.argv.slice(2);
if (!email || !Number.isInteger(Number(count)))
  throw new Error("usage: seed-bench-catalogue.ts <agent e-mail> <listings>");
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  await seed(database, { demo: config.seedDemo });
  const started = performance.now();
  await seedBenchCatalogue(database.db, email, Number(count));
  const [made] = await rowsOf(
    database.db,
    v.object({ listings: v.number(), photos: v.number(), slots: v.number() }),
    sql`
    SELECT count(*)::int AS listings, count(ph.listing_id)::int AS photos,
      (SELECT count(*)::int FROM repost_schedules rs WHERE rs.listing_id IN (SELECT id FROM listings WHERE user_id = u.id)) AS slots
    FROM users u JOIN listings l ON l.user_id = u.id
    LEFT JOIN listing_photos ph ON ph.listing_id = l.id AND ph.is_primary
    WHERE lower(u.email) = ${email}
    GROUP BY u.id`,
  );
  console.log(
    `seeded ${email}: ${made!.listings} listings, ${made!.photos} primary photos, ${made!.slots} repost ` +
      `schedule slots in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await database.close();
}
