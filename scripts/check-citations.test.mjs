// The citation check (ADR 0058) on a small repository made for each test: what resolves passes, and every kind of
// citation that points nowhere is reported with its file and line.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, test } from "node:test";
import { findBrokenCitations } from "./check-citations.mjs";

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repository holding `files` (path → text) beside an ADR, a product page and a workspace; returns its findings. */
function check(files) {
  const root = mkdtempSync(join(tmpdir(), "citations-"));
  roots.push(root);
  const all = {
    "docs/adr/0001-first-decision.md": "# 0001 First decision\n",
    "docs/product/listings.md": "# Listings\n\n## Photos\n\n## Differs from the specification\n",
    "apps/api/package.json": "{}",
    "apps/api/scripts/bench.mjs": "",
    "apps/api/src/a.ts": "",
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return findBrokenCitations(root, Object.keys(all)).map(({ file, line, citation }) => `${file}:${line} ${citation}`);
}

test("accepts repository paths, sections, ADR numbers, links and Markdown files that exist", () => {
  const found = check({
    "apps/api/src/b.ts": [
      "// Photos: docs/product/listings.md#photos and docs/product/listings.md#differs-from-the-specification.",
      "/** See apps/api/src/a.ts, apps/api/src/ (a folder), ADR 0001 and ADRs 0001, 0001 and 0001. */",
      "// Patterns and placeholders name a folder: apps/api/src/*.ts, docs/product/<page>.md, docs/adr/0001.",
      "// Built output is not checked: apps/api/dist/main.js. The workspace's own scripts/bench.mjs.",
      "const SPECIALIZATIONS = []; // a word that only starts like the outside document",
    ].join("\n"),
    "docs/adr/0002-second.md":
      "[the first](0001-first-decision.md), [photos](../product/listings.md#photos), README.md\n",
    "README.md": "[index](docs/product/listings.md) and `[label](href)` in code are fine.\n",
  });
  assert.deepEqual(found, []);
});

test("reports each citation of the outside specification and decision notes", () => {
  const found = check({
    "packages/domain/src/rules.ts": [
      "// Listing rules (SPEC §3).",
      '// As DECISIONS.md "Listings" says, and DECISIONS "Referral".',
      "// The spec §8 dialog; the COMMERCE brief; the portal brief (UI-COMPONENTS).",
    ].join("\n"),
    "openapi/components/schemas/X.yaml": "description: A help topic of SPEC §2.\n",
  });
  assert.deepEqual(found, [
    "packages/domain/src/rules.ts:1 SPEC",
    "packages/domain/src/rules.ts:2 DECISIONS.md",
    "packages/domain/src/rules.ts:2 DECISIONS",
    "packages/domain/src/rules.ts:3 spec §",
    "packages/domain/src/rules.ts:3 COMMERCE brief",
    "packages/domain/src/rules.ts:3 brief (UI-COMPONENTS)",
    "openapi/components/schemas/X.yaml:1 SPEC",
  ]);
});

test("reports paths, sections, ADR numbers, links and Markdown files that do not exist", () => {
  const found = check({
    "apps/portal/app/c.ts": [
      "// Moved: apps/api/src/gone.ts.",
      "// ADR 0001, 0099 and ADR 0100; docs/adr/0042.",
      "// docs/product/listings.md#no-such-section",
      "// As DESIGN.md says.",
    ].join("\n"),
    "docs/adr/0003-third.md": "See [the gone page](../product/gone.md) and [photos](../product/listings.md#foto).\n",
  });
  assert.deepEqual(found, [
    "apps/portal/app/c.ts:1 apps/api/src/gone.ts",
    "apps/portal/app/c.ts:2 ADR 0099",
    "apps/portal/app/c.ts:2 ADR 0100",
    "apps/portal/app/c.ts:2 docs/adr/0042",
    "apps/portal/app/c.ts:3 docs/product/listings.md#no-such-section",
    "apps/portal/app/c.ts:4 DESIGN.md",
    "docs/adr/0003-third.md:1 ../product/gone.md",
    "docs/adr/0003-third.md:1 ../product/listings.md#foto",
  ]);
});

test("reads only the repository's own text files", () => {
  const found = check({
    "vendor/lib.ts": "// SPEC §8\n",
    "apps/portal/public/logo.png": "SPEC §8",
    "pnpm-lock.yaml": "SPEC: 1\n",
  });
  assert.deepEqual(found, []);
});

test("runs in `pnpm check`", () => {
  const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8"));
  assert.match(scripts.check, /node scripts\/check-citations\.mjs/);
});
