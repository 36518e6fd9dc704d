// `pnpm format:check` covers every committed source file: an unanchored pattern in .prettierignore (`openapi/`
// for the contract's YAML also matched apps/api/src/platform/openapi/) would otherwise hide a folder of code from it.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { getFileInfo } from "prettier";

const root = join(import.meta.dirname, "..");
const ignorePath = join(root, ".prettierignore");

const committedSources = execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.js", "*.mjs", "*.cjs"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\0")
  .filter(Boolean);

test("lists the committed sources, the API's openapi/ folder among them", () => {
  assert.ok(committedSources.includes("apps/api/src/platform/openapi/register-routes.ts"));
});

test("prettier checks every committed TypeScript and JavaScript file", async () => {
  const skipped = [];
  for (const file of committedSources) {
    const { ignored } = await getFileInfo(join(root, file), { ignorePath });
    if (ignored) skipped.push(file);
  }
  assert.deepEqual(skipped, []);
});
