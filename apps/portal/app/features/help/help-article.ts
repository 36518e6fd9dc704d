import type { Schemas } from "@griya/api-client/schema";

// A help article as plain data: built on the server from the facts (so the numbers are the product's own at
// render time), sent to the page as loader data, and indexed as text for the help search. No JSX, no i18next.

export type HelpFacts = Schemas["HelpFacts"];
export type HelpTopic = Schemas["HelpTopic"];

/** A run of text: plain, bold, or a link (a portal screen or another help topic). */
export type Inline = { text: string } | { strong: string } | { text: string; href: string };

export type Block =
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "steps"; items: Inline[][] }
  | { kind: "list"; items: Inline[][] }
  | { kind: "note"; content: Inline[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] };

export type ArticleSection = { id: string; heading: string; blocks: Block[] };

export type HelpArticle = {
  topic: HelpTopic;
  title: string;
  /** One sentence under the title, and the result text of the help search. */
  summary: string;
  /** Words people search with that the text may not use ("saldo", "top up"). */
  keywords: string[];
  sections: ArticleSection[];
  related: HelpTopic[];
};

const MARKUP = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;

/**
 * The little markup articles are written in: `**bold**` and `[label](href)`. Keeps the article files readable as
 * prose while the page still gets real links and emphasis.
 */
export function inline(source: string): Inline[] {
  const runs: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(MARKUP)) {
    if (match.index > last) runs.push({ text: source.slice(last, match.index) });
    if (match[1] !== undefined) runs.push({ strong: match[1] });
    else runs.push({ text: match[2]!, href: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < source.length) runs.push({ text: source.slice(last) });
  return runs;
}

export const paragraph = (source: string): Block => ({ kind: "paragraph", content: inline(source) });
export const note = (source: string): Block => ({ kind: "note", content: inline(source) });
export const steps = (...items: string[]): Block => ({ kind: "steps", items: items.map(inline) });
export const list = (...items: string[]): Block => ({ kind: "list", items: items.map(inline) });
export const table = (caption: string, head: string[], rows: string[][]): Block => ({
  kind: "table",
  caption,
  head,
  rows,
});
export const section = (id: string, heading: string, ...blocks: Block[]): ArticleSection => ({ id, heading, blocks });

const runText = (run: Inline) => ("strong" in run ? run.strong : run.text);
const runsText = (runs: Inline[]) => runs.map(runText).join("");

function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return runsText(block.content);
    case "steps":
    case "list":
      return block.items.map(runsText).join("\n");
    case "table":
      return [block.caption, block.head.join(" "), ...block.rows.map((row) => row.join(" "))].join("\n");
  }
}

/** Everything a reader can read in the article body, as plain text (what the search looks through). */
export function articleBodyText(article: HelpArticle): string {
  return article.sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)]).join("\n");
}
