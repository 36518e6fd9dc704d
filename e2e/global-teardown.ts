import { rmSync } from "node:fs";

// The database folder of this run (see playwright.config.ts); the servers are stopped by then.
export default function globalTeardown() {
  const dir = process.env.GRIYA_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
