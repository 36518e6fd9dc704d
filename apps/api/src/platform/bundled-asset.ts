import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A file the build ships in dist/ (the bundled contract, the migrations), so a deployed dist/ runs without the
 * repository. Undefined when running from src/ (tests, tsx), where the repository's own copy is used.
 */
export function bundledAsset(name: string): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  // The code may sit in a chunk at dist/ or in an entry below it (dist/db/migrate-cli.js).
  while (basename(dir) !== "dist") {
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  const candidate = join(dir, name);
  return existsSync(candidate) ? candidate : undefined;
}
