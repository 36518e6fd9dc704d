// The marketplace bench's data: `listings` ACTIVE listings spread over Indonesia's districts (weighted towards the
// cities where listings are: Jakarta, the metros around it and the big provincial cities), with realistic types,
// prices, sizes and rooms, posted over the last 119 days, a primary photo on nine in ten, by 20,000 agents of whom
// one in twenty has a lapsed membership (their listings stay ACTIVE but are hidden). Written set-based
// (INSERT … SELECT generate_series): a few statements, minutes for a million. Run before the API starts, like
// seed-bench-catalogue.ts. Idempotent: when the bench agents already hold exactly `listings` listings nothing
// is written (BENCH_RESEED=1 rebuilds them).
//   node --import tsx scripts/seed-bench-marketplace.ts <listings>   (DATA_DIR / DATABASE_URL as for the API)
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { hashPassword } from "../src/kernels/auth/password.js";
import { loadConfig } from "../src/platform/config.js";
import { type AppDb, openDatabase } from "../src/platform/db/client.js";
import { migrate } from "../src/platform/db/migrate.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import { seed } from "../src/seed/seed.js";
import { DEMO_PASSWORD } from "../src/seed/demo-agents.js";

export const BENCH_AGENT_DOMAIN = "bench.griya.id";
const AGENTS = 20_000;

/** Listing weight of a district by its city: where Indonesians buy and rent through agents. */
const METRO_CITIES = [
  "31.71",
  "31.72",
  "31.73",
  "31.74",
  "31.75",
  "32.73",
  "35.78",
  "12.71",
  "33.74",
  "73.71",
  "51.71",
  "34.71",
  "36.71",
  "36.74",
  "32.75",
  "32.76",
  "32.71",
  "32.01",
  "36.03",
  "32.16",
  "34.04",
  "51.03",
  "35.15",
  "35.73",
];

async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${Math.round((performance.now() - started) / 1000)} s`);
}

async function seedAgents(db: AppDb): Promise<void> {
  const [existing] = await rowsOf(
    db,
    v.object({ n: v.number() }),
    sql`
    SELECT count(*)::int AS n FROM users WHERE email LIKE ${"%@" + BENCH_AGENT_DOMAIN}`,
  );
  if (existing?.n === AGENTS) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Referral codes: "BN" + the agent number in base 32 over A–Z and 2–9 (without I, O, 0, 1).
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, email_verified_at, phone_number, phone_number_verified_at,
      referral_code, created_at)
    SELECT 'Agen Bench ' || i, 'agen' || i || ${"@" + BENCH_AGENT_DOMAIN}, ${passwordHash}, now(),
      '0813' || lpad(i::text, 8, '0'), now(),
      'BN' || (SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + (i >> (5 * k)) % 32, 1), '' ORDER BY k DESC)
        FROM generate_series(0, 5) AS k),
      now() - make_interval(days => i % 1500)
    FROM generate_series(1, ${AGENTS}::int) AS i`);
  // One in twenty lapsed a month ago; the rest run for months to come.
  await db.execute(sql`
    INSERT INTO memberships (user_id, tier, started_at, expires_at)
    SELECT u.id, (ARRAY['SILVER', 'GOLD', 'PLATINUM'])[1 + u.id % 3],
      CASE WHEN u.id % 20 = 0 THEN now() - interval '395 days' ELSE now() - make_interval(days => u.id % 300) END,
      CASE WHEN u.id % 20 = 0 THEN now() - interval '30 days' ELSE now() + make_interval(days => 65 + u.id % 300) END
    FROM users u WHERE u.email LIKE ${"%@" + BENCH_AGENT_DOMAIN}`);
}

async function seedListings(db: AppDb, listings: number): Promise<void> {
  await db.execute(sql`SELECT setseed(0.23)`);
  // Each district appears `weight` times in a slot table; a listing picks a uniformly random slot.
  await db.execute(sql`
    CREATE TEMPORARY TABLE bench_slots ON COMMIT DROP AS
    SELECT row_number() OVER () AS slot, d.id AS area_id, d.city_id, c.province_id,
      (d.city_id LIKE '31.%') AS jakarta
    FROM districts d JOIN cities c ON c.id = d.city_id,
      generate_series(1, CASE WHEN d.city_id LIKE '31.%' THEN 40
        WHEN d.city_id = ANY (string_to_array(${METRO_CITIES.join(",")}, ',')) THEN 20
        WHEN c.name LIKE 'Kota %' THEN 4 ELSE 1 END)`);
  await db.execute(sql`CREATE UNIQUE INDEX ON bench_slots (slot)`);
  await db.execute(sql`
    CREATE TEMPORARY TABLE bench_agents ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id) AS n, id FROM users WHERE email LIKE ${"%@" + BENCH_AGENT_DOMAIN}`);
  await db.execute(sql`CREATE UNIQUE INDEX ON bench_agents (n)`);
  await db.execute(sql`ANALYZE bench_slots`);
  await db.execute(sql`ANALYZE bench_agents`);

  // Types: half houses, then apartments, land, shophouses, boarding houses, villas, offices, warehouses; three in
  // ten for rent (monthly for apartments and boarding houses, yearly otherwise). Prices log-uniform within the
  // type's range, doubled in Jakarta; sizes and rooms by type. One description in ten thousand mentions a joglo
  // (the bench's rare keyword).
  await db.execute(sql`
    WITH g AS (
      SELECT i, random() AS r_type, random() AS r_rent, random() AS r_price, random() AS r_size, random() AS r_room,
        floor(random() * 119 * 86400)::int AS posted_secs,
        1 + floor(random() * (SELECT count(*) FROM bench_slots))::int AS slot,
        1 + floor(random() * ${AGENTS})::int AS agent
      FROM generate_series(1, ${listings}::int) AS i
    ), t AS (
      SELECT g.*, s.area_id, s.city_id, s.province_id, s.jakarta, a.id AS user_id,
        CASE WHEN r_type < 0.50 THEN 'HOUSE' WHEN r_type < 0.65 THEN 'APARTMENT' WHEN r_type < 0.77 THEN 'LAND'
          WHEN r_type < 0.85 THEN 'SHOPHOUSE' WHEN r_type < 0.89 THEN 'BOARDING_HOUSE' WHEN r_type < 0.93 THEN 'VILLA'
          WHEN r_type < 0.97 THEN 'OFFICE' ELSE 'WAREHOUSE' END AS kind
      FROM g JOIN bench_slots s ON s.slot = g.slot JOIN bench_agents a ON a.n = g.agent
    ), ref AS (
      SELECT (SELECT array_agg(id ORDER BY id) FROM furnishing_statuses) AS furnishing,
        (SELECT id FROM certificates WHERE code = 'SHM') AS shm, (SELECT id FROM certificates WHERE code = 'HGB') AS hgb,
        (SELECT id FROM certificates WHERE code = 'SHMSRS') AS strata,
        (SELECT id FROM rent_periods WHERE code = 'MONTHLY') AS monthly,
        (SELECT id FROM rent_periods WHERE code = 'YEARLY') AS yearly
    ), k AS (
      SELECT t.*, (r_rent < 0.3 AND kind <> 'LAND') AS rent,
        CASE WHEN kind IN ('APARTMENT', 'BOARDING_HOUSE') THEN 'MONTHLY' ELSE 'YEARLY' END AS period
      FROM t
    ), p AS (
      SELECT k.*,
        -- [low, high] rupiah of the type (sale, or rent per period)
        CASE WHEN NOT rent THEN CASE kind WHEN 'HOUSE' THEN 250e6 WHEN 'APARTMENT' THEN 300e6 WHEN 'LAND' THEN 100e6
            WHEN 'SHOPHOUSE' THEN 800e6 WHEN 'BOARDING_HOUSE' THEN 600e6 WHEN 'VILLA' THEN 1e9 WHEN 'OFFICE' THEN 1.5e9
            ELSE 2e9 END
          ELSE CASE kind WHEN 'APARTMENT' THEN 3e6 WHEN 'BOARDING_HOUSE' THEN 800e3 WHEN 'HOUSE' THEN 20e6
            WHEN 'VILLA' THEN 80e6 ELSE 60e6 END END AS low,
        CASE WHEN NOT rent THEN CASE kind WHEN 'HOUSE' THEN 15e9 WHEN 'APARTMENT' THEN 8e9 WHEN 'LAND' THEN 20e9
            WHEN 'SHOPHOUSE' THEN 12e9 WHEN 'BOARDING_HOUSE' THEN 6e9 WHEN 'VILLA' THEN 25e9 WHEN 'OFFICE' THEN 50e9
            ELSE 40e9 END
          ELSE CASE kind WHEN 'APARTMENT' THEN 40e6 WHEN 'BOARDING_HOUSE' THEN 5e6 WHEN 'HOUSE' THEN 400e6
            WHEN 'VILLA' THEN 900e6 ELSE 1.5e9 END END AS high
      FROM k
    )
    INSERT INTO listings (listing_number, user_id, status, type, property_type_id, title_suffix, description, price,
      rent_period_id, bedroom, bathroom, building_size, land_size, total_floor, certificate_id, furnishing_status_id,
      province_id, city_id, area_id, lat, lng, is_map_pinned, activated_at, posted_at, expires_at, visit_count,
      impression_count, created_at, updated_at)
    SELECT next_listing_number(), p.user_id, 'ACTIVE',
      CASE WHEN rent THEN 'R' ELSE 'S' END,
      pt.id,
      (ARRAY['Siap Huni', 'Minimalis Modern', 'Strategis', 'Dekat Tol', 'Hook', 'Baru Renovasi', 'Lingkungan Asri',
        'Harga Nego', 'Dekat Stasiun', 'Cluster Eksklusif'])[1 + p.i % 10] || ' di ' || d.name,
      'Dijual atau disewakan melalui agen terpercaya. ' ||
        (ARRAY['Lokasi strategis dekat sekolah, pasar dan rumah sakit.', 'Akses mudah ke jalan utama dan transportasi umum.',
          'Lingkungan aman dan nyaman, cocok untuk keluarga.', 'Cocok untuk investasi maupun tempat tinggal.',
          'Bebas banjir, air bersih dan listrik stabil.'])[1 + p.i % 5] ||
        CASE WHEN p.i % 10000 = 7 THEN ' Bangunan joglo kayu jati asli.' ELSE '' END,
      -- log-uniform in [low, high], rounded to Rp 100.000 (sale) or Rp 50.000 (rent)
      (round(exp(ln(low) + r_price * (ln(high) - ln(low))) * CASE WHEN jakarta THEN 2 ELSE 1 END
        / CASE WHEN rent THEN 50000 ELSE 100000 END) * CASE WHEN rent THEN 50000 ELSE 100000 END)::bigint,
      CASE WHEN rent THEN CASE WHEN p.period = 'MONTHLY' THEN ref.monthly ELSE ref.yearly END END,
      CASE WHEN kind IN ('HOUSE', 'VILLA') THEN 1 + floor(r_room * 6)::int
        WHEN kind = 'APARTMENT' THEN floor(r_room * 4)::int
        WHEN kind = 'BOARDING_HOUSE' THEN 6 + floor(r_room * 20)::int END,
      CASE WHEN kind IN ('HOUSE', 'VILLA', 'APARTMENT') THEN 1 + floor(r_room * 4)::int
        WHEN kind IN ('SHOPHOUSE', 'OFFICE', 'BOARDING_HOUSE') THEN 1 + floor(r_room * 8)::int END,
      CASE kind WHEN 'LAND' THEN NULL WHEN 'APARTMENT' THEN 21 + floor(r_size * 180)::int
        WHEN 'HOUSE' THEN 36 + floor(r_size * 464)::int WHEN 'WAREHOUSE' THEN 200 + floor(r_size * 4800)::int
        ELSE 60 + floor(r_size * 540)::int END,
      CASE kind WHEN 'APARTMENT' THEN NULL WHEN 'LAND' THEN 100 + floor(r_size * 9900)::int
        WHEN 'WAREHOUSE' THEN 300 + floor(r_size * 9700)::int ELSE 60 + floor(r_size * 940)::int END,
      CASE kind WHEN 'LAND' THEN NULL WHEN 'APARTMENT' THEN 10 + floor(r_room * 40)::int ELSE 1 + floor(r_room * 3)::int END,
      CASE WHEN kind = 'APARTMENT' THEN ref.strata WHEN p.i % 3 = 0 THEN ref.hgb ELSE ref.shm END,
      CASE WHEN kind IN ('HOUSE', 'APARTMENT', 'VILLA', 'BOARDING_HOUSE')
        THEN ref.furnishing[1 + p.i % cardinality(ref.furnishing)] END,
      p.province_id, p.city_id, p.area_id,
      -6.2 + (r_size - 0.5), 106.8 + (r_room - 0.5), true,
      now() - make_interval(days => 119, secs => (p.i * 7) % 86400),
      now() - make_interval(secs => posted_secs),
      now() - make_interval(secs => posted_secs) + interval '120 days',
      (p.i * 13) % 400, (p.i * 31) % 6000,
      now() - interval '120 days', now() - interval '120 days'
    FROM p CROSS JOIN ref
    JOIN property_types pt ON pt.code = p.kind
    JOIN districts d ON d.id = p.area_id`);
}

async function seedPhotos(db: AppDb): Promise<void> {
  await db.execute(sql`
    CREATE TEMPORARY TABLE bench_photos ON COMMIT DROP AS
    SELECT l.id, l.user_id, gen_random_uuid() AS photo_uuid
    FROM listings l WHERE l.user_id IN (SELECT id FROM bench_agents) AND l.id % 10 <> 0`);
  await db.execute(sql`INSERT INTO uploaded_photos (uuid, owner_user_id, purpose, widths, form_key)
    SELECT photo_uuid, user_id, 'listing', '{480,960,1600}', NULL FROM bench_photos`);
  await db.execute(sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
    SELECT id, photo_uuid, 0, true FROM bench_photos`);
}

async function benchListingCount(db: AppDb): Promise<number> {
  const [row] = await rowsOf(
    db,
    v.object({ n: v.number() }),
    sql`
    SELECT count(*)::int AS n FROM listings
    WHERE user_id IN (SELECT id FROM users WHERE email LIKE ${"%@" + BENCH_AGENT_DOMAIN})`,
  );
  return row?.n ?? 0;
}

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) throw new Error("usage: seed-bench-marketplace.ts <listings>");
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  await seed(database, { demo: config.seedDemo });
  const { db } = database;
  if (process.env.BENCH_RESEED !== "1" && (await benchListingCount(db)) === count) {
    console.log(`marketplace bench data: ${count} listings already seeded`);
  } else {
    const started = performance.now();
    console.log(`seeding the marketplace bench: ${count} listings by ${AGENTS} agents`);
    // The agents stay from an earlier run (deleting users cascades through many tables); their listings go.
    await step("previous bench listings removed", async () => {
      await db.execute(sql`DELETE FROM listings
        WHERE user_id IN (SELECT id FROM users WHERE email LIKE ${"%@" + BENCH_AGENT_DOMAIN})`);
      await db.execute(sql`DELETE FROM uploaded_photos
        WHERE owner_user_id IN (SELECT id FROM users WHERE email LIKE ${"%@" + BENCH_AGENT_DOMAIN})`);
    });
    // One transaction: one connection for the session's temporary tables and random seed.
    await db.transaction(async (txn) => {
      const tx = txn as unknown as AppDb;
      await step("agents and memberships", () => seedAgents(tx));
      await step("listings", () => seedListings(tx, count));
      await step("primary photos", () => seedPhotos(tx));
    });
    // Fresh statistics and visibility maps (index-only scans), as autovacuum would leave them on a server.
    await step("vacuum analyze", async () => {
      for (const table of ["listings", "listing_photos", "uploaded_photos", "users", "memberships"]) {
        await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
      }
    });
    console.log(
      `seeded ${await benchListingCount(db)} bench listings in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  }
} finally {
  await database.close();
}
