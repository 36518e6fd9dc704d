import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../src/platform/db/client.js";
import { migrate } from "../src/platform/db/migrate.js";
import { seed } from "../src/seed/seed.js";

/** Tests run on PGlite by default, on a PostgreSQL server when TEST_DB_DRIVER=pg and TEST_DATABASE_URL are set. */
export function testDriver(): "pglite" | "pg" {
  return process.env.TEST_DB_DRIVER === "pg" && process.env.TEST_DATABASE_URL ? "pg" : "pglite";
}

/** One template database per run (named after the run's temp folder), so parallel runs never share one. */
export function templateDbName(tarPath: string): string {
  const run = tarPath.split("/").at(-2) ?? "run";
  return `griya_tpl_${run.replace(/[^a-zA-Z0-9]/g, "").toLowerCase()}`;
}

/** The URL of one database on the test server. */
export function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the migrated, seeded template once per run; returns the PGlite tarball path (pglite) or "" (pg). */
export async function buildTemplate(tarPath: string): Promise<void> {
  if (testDriver() === "pg") {
    const template = templateDbName(tarPath);
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${template}`);
    });
    const database = openPostgres(serverUrl(template));
    await migrate(database);
    await seed(database, { demo: true });
    await database.close();
    return;
  }
  const database = await openPglite({});
  await migrate(database);
  await seed(database, { demo: true });
  const dump = await database.pglite!.dumpDataDir("none");
  const { writeFile } = await import("node:fs/promises");
  await writeFile(tarPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

/** A fresh database cloned from the template: each test file gets its own. */
export async function cloneTemplate(tarPath: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testDriver() === "pg") {
    const name = `griya_test_${randomBytes(6).toString("hex")}`;
    await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateDbName(tarPath)}`));
    const database = openPostgres(serverUrl(name));
    return {
      database,
      drop: async () => {
        await database.close();
        await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const { readFile } = await import("node:fs/promises");
  const database = await openPglite({ loadDataDir: new Blob([await readFile(tarPath)]) });
  return { database, drop: () => database.close() };
}

export async function dropTemplate(tarPath: string): Promise<void> {
  if (testDriver() === "pg")
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${templateDbName(tarPath)} WITH (FORCE)`));
}
