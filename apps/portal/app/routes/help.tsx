import { Link } from "react-router";
import type { Route } from "./+types/help";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { publicErrorTitle } from "../components/public/public-error";
import { HelpSearchForm } from "../features/help/components/help-search-form";
import { getHelpFacts } from "../features/help/help-api.server";
import { allHelpArticles } from "../features/help/help-articles";
import { HELP_QUERY_MAX, searchHelp } from "../features/help/help-search-results";
import { HELP_GROUPS, helpPath } from "../features/help/help-topics";
import { publicOrigin } from "../lib/public-origin.server";
import { PAGE_DESCRIPTIONS } from "../locales/page-descriptions";
import { publicText } from "../locales/public";
import { PUBLIC_PATHS } from "../public-paths";
import "../features/help/components/help.css";

/** The topics by group with their summaries, or the search results for `?q=`: all rendered on the server. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, HELP_QUERY_MAX);
  const facts = await getHelpFacts(request);
  const articles = allHelpArticles(facts);
  const groups = HELP_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    topics: group.topics.map((topic) => {
      const article = articles.find((a) => a.topic === topic)!;
      return { topic, title: article.title, summary: article.summary, href: helpPath(topic) };
    }),
  }));
  return {
    query,
    results: query === "" ? null : searchHelp(query, facts),
    groups,
    canonicalUrl: `${publicOrigin(request)}${PUBLIC_PATHS.help}`,
    description: PAGE_DESCRIPTIONS.help ?? "",
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicErrorTitle(error)) }];
  const title = publicText.documentTitle(
    loaderData.query ? `Hasil pencarian “${loaderData.query}” - Bantuan` : "Bantuan",
  );
  return [
    { title },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    // Search result pages are for the reader, not for search engines.
    ...(loaderData.query ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

export default function Help({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="public-page help-page">
      <h1 className="g-page-title">Pusat Bantuan</h1>
      <p className="public-intro">
        Panduan langkah demi langkah untuk agen di Griya, dengan harga dan aturan yang berlaku hari ini.
      </p>
      <HelpSearchForm query={d.query} maxLength={HELP_QUERY_MAX} />
      {d.results && (
        <section className="g-card" aria-labelledby="help-results-title">
          <h2 id="help-results-title" className="help-group-title" aria-live="polite">
            {d.results.length > 0
              ? `${d.results.length} topik untuk “${d.query}”`
              : `Tidak ada topik untuk “${d.query}”`}
          </h2>
          {d.results.length > 0 ? (
            <ul className="help-results">
              {d.results.map((r) => (
                <li key={r.topic}>
                  <Link to={r.href}>{r.title}</Link>
                  <p>{r.summary}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>Coba kata lain, misalnya “koin”, “repost” atau “membership”, atau pilih topik di bawah.</p>
          )}
        </section>
      )}
      <div className="help-groups">
        {d.groups.map((group) => (
          <section key={group.id} className="g-card" aria-labelledby={`help-group-${group.id}`}>
            <h2 id={`help-group-${group.id}`} className="help-group-title">
              {group.title}
            </h2>
            <ul className="help-topic-list">
              {group.topics.map((t) => (
                <li key={t.topic}>
                  <Link to={t.href}>{t.title}</Link>
                  <p>{t.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
