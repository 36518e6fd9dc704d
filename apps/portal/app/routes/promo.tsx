import { Alert } from "@griya/ui/alert";
import { ButtonLink } from "@griya/ui/button";
import type { Route } from "./+types/promo";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { publicErrorTitle } from "../components/public/public-error";
import { PublicLink } from "../components/public/public-link";
import { PromoCard } from "../features/promos/components/promo-card";
import { promoCardView } from "../features/promos/promo-card-view.server";
import { getPromoCampaign } from "../features/promos/promos-api.server";
import { sessionContext } from "../lib/context";
import { publicOrigin } from "../lib/public-origin.server";
import { promoText as text } from "../locales/promos-public";
import { publicText } from "../locales/public";
import { pathTo } from "../paths";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const campaign = await getPromoCampaign(params.uuid, token, request);
  const promo = promoCardView(campaign, new Date());
  return { promo, canonicalUrl: `${publicOrigin(request)}${promo.detailHref}` };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicErrorTitle(error)) }];
  const { promo } = loaderData;
  return [
    { title: publicText.documentTitle(promo.title) },
    { name: "description", content: `${promo.benefit} dengan kode ${promo.code}. ${promo.description ?? ""}`.trim() },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    ...(promo.ended ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

export default function Promo({ loaderData: { promo } }: Route.ComponentProps) {
  return (
    <div className="public-page">
      <p className="promo-back">
        <PublicLink href={pathTo("promos")}>← {text.allPromos}</PublicLink>
      </p>
      {promo.ended && (
        <Alert tone="warning" title={text.ended}>
          {text.endedDescription}
        </Alert>
      )}
      <PromoCard promo={promo} headingLevel={1} />
      {!promo.ended && (
        <section className="g-card promo-how" aria-labelledby="promo-how-title">
          <h2 id="promo-how-title" className="promo-card-title">
            {text.howTitle}
          </h2>
          <ol>
            {text.how.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      {promo.ended && (
        <ButtonLink href={pathTo("promos")} variant="secondary" linkComponent={PublicLink}>
          {text.allPromos}
        </ButtonLink>
      )}
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
