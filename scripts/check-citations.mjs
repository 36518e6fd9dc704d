// Fails when a comment or a document cites something that is not in the repository (ADR 0058): a repository path
// (`apps/api/src/…`, `docs/product/listings.md#photos`), a Markdown file by name or by link (with its #section), or
// an ADR number. The product's specification and decision notes live outside the repository, so a citation of them
// (SPEC, `SPEC §8`, DECISIONS.md) never resolves: cite `docs/product/<page>.md` or an ADR number instead.
// Run by `pnpm check`; `node scripts/check-citations.mjs` prints each broken citation with its file and line.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

/** Where comments and documents are read: the workspaces, the docs, the scripts, the contract, the root's files. */
const SCANNED = /^(?:apps|packages|e2e|tooling|docs|scripts|openapi|deploy|\.changeset)\/|^[^/]+$/;
const SKIPPED = new Set(["pnpm-lock.yaml"]);
const TEXT = /\.(?:md|ts|tsx|mts|cts|js|mjs|cjs|css|sql|ya?ml)$/;
/** This checker and its test spell out the citations they look for. */
const SELF = new Set(["scripts/check-citations.mjs", "scripts/check-citations.test.mjs"]);

/** A path from a top-level folder, and the character after it (a `*`, `<` or `{` makes it a pattern). */
const PATH =
  /(?<![\w@.\/-])((?:apps|packages|e2e|tooling|docs|scripts|openapi|deploy|\.ci|\.changeset)\/[\w.\/@#-]*)(.?)/g;
/** A Markdown file named without its folder (`perf-results.md`), optionally with a #section. */
const BARE_MARKDOWN = /(?<![\w.\/@-])([\w-]+(?:\.[\w-]+)*\.md)(#[\w-]+)?\b/g;
const OUTSIDE =
  /\b(?:SPEC|DECISIONS)(?:\.md)?\b|\b[Ss]pec(?:ification)?\s*§|\b[A-Z][A-Z-]{2,}\s+brief\b|\bbrief\s+\([A-Z][A-Z-]+\)/g;
const ADR = /\bADRs?\s+(\d{4}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*|\s*\/\s*)\d{4})*)/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
/** Built output is made by `pnpm build`, never committed: a citation of it is not checked. */
const BUILT = /(?:^|\/)(?:dist|build)(?:\/|$)/;

/**
 * Every citation in `files` (paths relative to `root`, as git lists them) that does not resolve, as
 * `{ file, line, citation, problem }`.
 * @param {string} root
 * @param {string[]} files
 */
export function findBrokenCitations(root, files) {
  const adrs = adrNumbers(root);
  const markdownByName = new Map(files.filter((f) => f.endsWith(".md")).map((f) => [basename(f), f]));
  const anchors = new Map();

  /** Why `path#anchor` does not resolve, or null when it does. */
  const problemWith = (path, anchor) => {
    const full = join(root, path);
    if (!existsSync(full)) return "not in the repository";
    if (!anchor || !path.endsWith(".md") || statSync(full).isDirectory()) return null;
    if (!anchors.has(path)) anchors.set(path, anchorsOf(readFileSync(full, "utf8")));
    return anchors.get(path).has(anchor) ? null : `no section #${anchor} there`;
  };
  /** The first candidate that resolves, else the first candidate's problem. */
  const firstResolving = (candidates, anchor) => {
    const problems = candidates.map((path) => problemWith(path, anchor));
    return problems.includes(null) ? null : problems[0];
  };

  const broken = [];
  for (const file of files) {
    if (SELF.has(file) || SKIPPED.has(file) || !SCANNED.test(file) || !TEXT.test(file)) continue;
    const here = dirname(file);
    const workspace = workspaceOf(root, here);
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    lines.forEach((text, index) => {
      const report = (citation, problem) => broken.push({ file, line: index + 1, citation, problem });

      for (const match of text.matchAll(OUTSIDE)) {
        report(match[0], "outside the repository: cite docs/product/<page>.md or an ADR number");
      }
      for (const match of text.matchAll(ADR)) {
        for (const number of match[1].match(/\d{4}/g)) {
          if (!adrs.has(number)) report(`ADR ${number}`, "no such ADR in docs/adr/");
        }
      }
      for (const match of text.matchAll(PATH)) {
        const [cited, anchor] = splitAnchor(match[1].replace(/[.:]+$/, ""));
        const adr = /^docs\/adr\/(\d{4})$/.exec(cited);
        if (adr) {
          if (!adrs.has(adr[1])) report(cited, "no such ADR in docs/adr/");
          continue;
        }
        if (BUILT.test(cited)) continue;
        // A pattern or a placeholder (`apps/api/migrations/*.sql`, `docs/product/<page>.md`): its folder must exist.
        const path = /[*<{$…]/.test(match[2]) ? cited.slice(0, cited.lastIndexOf("/") + 1) : cited;
        // `scripts/bench.mjs` in apps/api means that workspace's scripts/.
        const candidates = workspace ? [path, join(workspace, path)] : [path];
        const problem = firstResolving(candidates, anchor);
        if (problem) report(cited + (anchor ? `#${anchor}` : ""), problem);
      }
      for (const match of text.matchAll(BARE_MARKDOWN)) {
        const [, name, hash] = match;
        if (/^(?:SPEC|DECISIONS)\.md$/.test(name)) continue; // reported above
        const candidates = [join(here, name), name, markdownByName.get(name) ?? name];
        const problem = firstResolving(candidates, hash?.slice(1));
        if (problem) report(name + (hash ?? ""), problem);
      }
      if (!file.endsWith(".md")) return;
      // Links written inside `code` are examples, not links.
      for (const match of text.replace(/`[^`]*`/g, "").matchAll(MARKDOWN_LINK)) {
        const target = match[1];
        if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith("/")) continue;
        const [linked, anchor] = splitAnchor(decodeURI(target));
        const problem = problemWith(linked === "" ? file : normalize(join(here, linked)), anchor);
        if (problem) report(target, problem);
      }
    });
  }
  return broken;
}

/** @param {string} citation @returns {[string, string | undefined]} */
function splitAnchor(citation) {
  const hash = citation.indexOf("#");
  return hash === -1 ? [citation, undefined] : [citation.slice(0, hash), citation.slice(hash + 1) || undefined];
}

/** @param {string} root */
function adrNumbers(root) {
  const dir = join(root, "docs", "adr");
  if (!existsSync(dir)) return new Set();
  return new Set(readdirSync(dir).flatMap((name) => /^(\d{4})-.*\.md$/.exec(name)?.[1] ?? []));
}

/** The folder of the workspace package `dir` is in (`apps/api`), or null at the root. */
function workspaceOf(root, dir) {
  for (let at = dir; at !== "." && at !== ""; at = dirname(at)) {
    if (existsSync(join(root, at, "package.json"))) return at;
  }
  return null;
}

/** The #anchors a Markdown file's headings get, as GitHub makes them (`## Differs from the specification`). */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The repository's files, committed or not, without what .gitignore leaves out. */
function repositoryFiles(root) {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, "..");
  const broken = findBrokenCitations(root, repositoryFiles(root));
  for (const { file, line, citation, problem } of broken) console.error(`${file}:${line}: ${citation}: ${problem}`);
  if (broken.length > 0) {
    console.error(
      `\n${broken.length} citation(s) point nowhere. Cite a repository path, docs/product/<page>.md or an ADR number (ADR 0058).`,
    );
    process.exitCode = 1;
  }
}
