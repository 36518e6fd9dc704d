import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/help-topic";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { publicErrorTitle } from "../components/public/public-error";
import { HelpArticleView } from "../features/help/components/help-article-view";
import { HelpFeedback } from "../features/help/components/help-feedback";
import { getHelpFacts } from "../features/help/help-api.server";
import { helpArticle } from "../features/help/help-articles";
import { helpFeedbackAction } from "../features/help/help-feedback-action.server";
import { HELP_FEEDBACK_INTENT } from "../features/help/help-feedback-answer";
import { helpPath, isHelpTopic } from "../features/help/help-topics";
import { text } from "../lib/form-data";
import { publicOrigin } from "../lib/public-origin.server";
import { publicText } from "../locales/public";
import { PUBLIC_PATHS } from "../public-paths";
import "../features/help/components/help.css";

/** One article, written against today's facts; an unknown topic is the 404 page. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isHelpTopic(params.type)) throw data(null, { status: 404 });
  const facts = await getHelpFacts(request);
  const article = helpArticle(params.type, facts);
  return {
    article,
    related: article.related.map((topic) => ({ topic, title: helpArticle(topic, facts).title, href: helpPath(topic) })),
    canonicalUrl: `${publicOrigin(request)}${helpPath(params.type)}`,
  };
}

/** "Apakah artikel ini membantu?" posts here. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (text(form, "intent") !== HELP_FEEDBACK_INTENT || !isHelpTopic(params.type)) throw data(null, { status: 400 });
  return helpFeedbackAction(form, params.type, request);
}

/** A feedback answer changes nothing the article shows: the page is not loaded again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === HELP_FEEDBACK_INTENT ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicErrorTitle(error)) }];
  const title = publicText.documentTitle(`${loaderData.article.title} - Bantuan`);
  return [
    { title },
    { name: "description", content: loaderData.article.summary },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    { property: "og:title", content: title },
    { property: "og:url", content: loaderData.canonicalUrl },
  ];
};

export default function HelpTopic({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="public-page help-page">
      <nav aria-label="Jejak navigasi">
        <Link to={PUBLIC_PATHS.help}>← Semua topik bantuan</Link>
      </nav>
      <HelpArticleView article={d.article} />
      <HelpFeedback key={d.article.topic} />
      {d.related.length > 0 && (
        <section className="help-related" aria-labelledby="help-related-title">
          <h2 id="help-related-title" className="help-section-title">
            Topik terkait
          </h2>
          <ul>
            {d.related.map((r) => (
              <li key={r.topic}>
                <Link to={r.href}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
