// Runs the API suite on embedded PGlite, then again on the PostgreSQL server named by TEST_DATABASE_URL.
import { spawnSync } from "node:child_process";

function run(label, env) {
  console.log(`\n=== API tests on ${label} ===`);
  const r = spawnSync("vitest", ["run", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run("PGlite (embedded)", { TEST_DB_DRIVER: "pglite" });
if (process.env.TEST_DATABASE_URL)
  run(`PostgreSQL server (${new URL(process.env.TEST_DATABASE_URL).host})`, { TEST_DB_DRIVER: "pg" });
else console.log("TEST_DATABASE_URL not set: skipping the PostgreSQL server run.");
