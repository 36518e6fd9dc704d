import { ButtonLink } from "@griya/ui/button";
import type { Route } from "./+types/promos";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { publicErrorTitle } from "../components/public/public-error";
import { PromoCard } from "../features/promos/components/promo-card";
import { promoCardView } from "../features/promos/promo-card-view.server";
import { listPromoCampaigns } from "../features/promos/promos-api.server";
import { sessionContext } from "../lib/context";
import { publicOrigin } from "../lib/public-origin.server";
import { promoText as text } from "../locales/promos-public";
import { publicText } from "../locales/public";
import { pathTo } from "../paths";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const now = new Date();
  const campaigns = await listPromoCampaigns(token, request);
  return {
    promos: campaigns.map((campaign) => promoCardView(campaign, now)),
    canonicalUrl: `${publicOrigin(request)}${pathTo("promos")}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicErrorTitle(error)) }];
  return [
    { title: publicText.documentTitle(text.listTitle) },
    { name: "description", content: text.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
};

export default function Promos({ loaderData: { promos } }: Route.ComponentProps) {
  return (
    <div className="public-page">
      <h1 className="g-page-title">{text.listTitle}</h1>
      <p className="public-intro">{text.intro}</p>
      {promos.length === 0 ? (
        <div className="g-empty-state">
          <p className="g-empty-state-title">{text.emptyTitle}</p>
          <p className="g-empty-state-description">{text.emptyDescription}</p>
          {/* The packages are the portal's page: a full page load. */}
          <ButtonLink href={pathTo("product")} variant="secondary">
            {text.emptyAction}
          </ButtonLink>
        </div>
      ) : (
        <ul className="promo-list">
          {promos.map((promo) => (
            <li key={promo.uuid}>
              <PromoCard promo={promo} headingLevel={2} linkToDetail />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
