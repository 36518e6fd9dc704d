import { articleBodyText, type HelpFacts, type HelpTopic } from "./help-article";
import { allHelpArticles } from "./help-articles";
import { rankDocuments } from "./help-search";
import { helpPath } from "./help-topics";

export type HelpSearchResult = { topic: HelpTopic; title: string; summary: string; href: string };

/** At most this many results: past it the reader is better served by a sharper query. */
const HELP_SEARCH_LIMIT = 8;
/** Longer queries are cut (the search box takes this many characters). */
export const HELP_QUERY_MAX = 100;

/** The articles, built from today's facts, that best match `query`: numbers can be searched too ("120 hari"). */
export function searchHelp(query: string, facts: HelpFacts): HelpSearchResult[] {
  const articles = allHelpArticles(facts);
  const docs = articles.map((a) => ({
    key: a.topic,
    title: a.title,
    keywords: a.keywords,
    summary: a.summary,
    body: articleBodyText(a),
  }));
  return rankDocuments(query.slice(0, HELP_QUERY_MAX), docs)
    .slice(0, HELP_SEARCH_LIMIT)
    .map(({ key }) => {
      const article = articles.find((a) => a.topic === key)!;
      return { topic: key, title: article.title, summary: article.summary, href: helpPath(key) };
    });
}
