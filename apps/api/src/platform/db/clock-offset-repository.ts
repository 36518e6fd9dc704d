import { sql } from "drizzle-orm";
import * as v from "valibot";
import { clock } from "../clock.js";
import type { Config } from "../config.js";
import type { AppDb } from "./client.js";
import { rowsOf } from "./rows-of.js";

const OffsetRow = v.object({ seconds: v.number() });

/** At start: a moved clock stays moved across restarts in development; production always runs on the machine's time. */
export async function loadClockOffset(db: AppDb, env: Config["env"]): Promise<void> {
  if (env === "production") return clock.useOffset(0);
  const rows = await rowsOf(db, OffsetRow, sql`SELECT seconds FROM clock_offset`);
  clock.useOffset(rows[0]?.seconds ?? 0);
}

/** Moves business time forward by `seconds` for this database and this process (development and tests only). */
export async function moveClockForward(db: AppDb, seconds: number, env: Config["env"]): Promise<void> {
  if (env === "production") throw new Error("The clock cannot be moved in production.");
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`Cannot move the clock by ${seconds} seconds.`);
  const rows = await rowsOf(
    db,
    OffsetRow,
    sql`INSERT INTO clock_offset (seconds) VALUES (${seconds}) ON CONFLICT (only_row)
      DO UPDATE SET seconds = clock_offset.seconds + EXCLUDED.seconds RETURNING seconds`,
  );
  clock.useOffset(rows[0]!.seconds);
}
