import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The monorepo root, found by walking up to pnpm-workspace.yaml, or undefined outside the repository. */
export function tryFindRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The monorepo root (works from src/ and from dist/ inside the repository). */
export function findRepoRoot(from?: string): string {
  const root = tryFindRepoRoot(from);
  if (root === undefined)
    throw new Error("pnpm-workspace.yaml not found above " + (from ?? fileURLToPath(import.meta.url)));
  return root;
}
