import { Pagination } from "@griya/ui/pagination";
import { data } from "react-router";
import type { Route } from "./+types/agent";
import { listingCardView } from "../components/public/listing-card-view.server";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { publicErrorTitle } from "../components/public/public-error";
import { PublicLink } from "../components/public/public-link";
import { agentPageView } from "../features/agent-page/agent-page-view.server";
import { EnquiryForm } from "../features/enquiry-forms/components/enquiry-form";
import { enquiryAction } from "../features/enquiry-forms/lead-actions.server";
import { keepLeadFormOnFailure } from "../features/enquiry-forms/lead-client-action";
import { FavouritableListingGrid } from "../features/favourites/components/favouritable-listing-grid";
import { ContactButtons } from "../features/listing-page/components/contact-buttons";
import { agentContactAction } from "../features/listing-page/contact-action.server";
import { sessionContext } from "../lib/context";
import { countsByBeacon } from "../lib/view-beacon.server";
import { getAgentProfile, searchListings } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";
import { PUBLIC_INTENT, revalidateUnlessPublicIntent } from "../lib/public-actions";
import { text } from "../lib/form-data";
import { featuredAgentPublicText } from "../locales/featured-agents-public";
import { publicText } from "../locales/public";
import { pathTo } from "../paths";

const PAGE_SIZE = 20;
const MAX_PAGE = Math.floor(10_000 / PAGE_SIZE) + 1;

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const { token } = context.get(sessionContext);
  const requested = Number.parseInt(url.searchParams.get("halaman") ?? "1", 10);
  const page = Math.min(MAX_PAGE, Math.max(1, Number.isFinite(requested) ? requested : 1));
  const [profile, { listings, meta }] = await Promise.all([
    getAgentProfile(id, request),
    searchListings(
      { agent_id: id, sort: "newest", page, per_page: PAGE_SIZE },
      { token, visitor: request, beacon: countsByBeacon(context) },
    ),
  ]);
  const view = agentPageView(profile);
  const path = pathTo("agent", { id });
  const summary = [view.agentType, view.office].filter(Boolean).join(", ");
  return {
    view,
    cards: listings.map(listingCardView),
    viewTokens: meta.view_token ? [meta.view_token] : [],
    total: meta.total,
    page: meta.current_page,
    lastPage: meta.last_page,
    path,
    canonicalUrl: `${publicOrigin(request)}${path}`,
    description: `${view.name}${summary ? `, ${summary}` : ""}: ${meta.total.toLocaleString("id-ID")} properti di Griya.`,
    signedIn: token !== null,
  };
}

/** The enquiry form and the contact buttons post here: a message to this agent, or their WhatsApp number. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(params.id);
  const intent = text(form, "intent");
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 400 });
  if (intent === PUBLIC_INTENT.contact) return agentContactAction(form, request, id);
  if (intent !== PUBLIC_INTENT.enquiry) throw data(null, { status: 400 });
  return enquiryAction(form, { agent_id: id }, request);
}

export const clientAction = keepLeadFormOnFailure;

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicErrorTitle(error)) }];
  const title = publicText.documentTitle(loaderData.view.name);
  return [
    { title },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    { property: "og:type", content: "profile" },
    { property: "og:title", content: title },
    { property: "og:url", content: loaderData.canonicalUrl },
  ];
};

export const shouldRevalidate = revalidateUnlessPublicIntent;

export default function Agent({ loaderData: d }: Route.ComponentProps) {
  const { view } = d;
  return (
    <div className="public-page agent-page">
      <section className="g-card agent-profile" aria-labelledby="agent-name">
        {view.photoUrl ? (
          <img className="agent-photo" src={view.photoUrl} alt="" width={128} height={128} />
        ) : (
          <span className="agent-photo" aria-hidden="true">
            {view.name.charAt(0)}
          </span>
        )}
        <div className="agent-about">
          <h1 id="agent-name" className="g-page-title">
            {view.name}
          </h1>
          {(view.agentType || view.office) && (
            <p className="agent-office">{[view.agentType, view.office].filter(Boolean).join(" · ")}</p>
          )}
          <p className="agent-since">
            <time dateTime={view.memberSinceIso}>{view.memberSince}</time>
            {view.membership && <span className="g-badge">{view.membership}</span>}
          </p>
          {view.featuredMark && (
            <p className="agent-featured">
              <span className="g-badge">{featuredAgentPublicText.mark}</span> {view.featuredMark}
            </p>
          )}
          <dl className="agent-facts">
            {view.specialities.length > 0 && (
              <div>
                <dt>Spesialisasi</dt>
                <dd>{view.specialities.join(", ")}</dd>
              </div>
            )}
            {view.areas.length > 0 && (
              <div>
                <dt>Area</dt>
                <dd>{view.areas.join(", ")}</dd>
              </div>
            )}
            {view.socialMedias.map((social) => (
              <div key={social.name}>
                <dt>{social.name}</dt>
                <dd>
                  {social.href ? (
                    <a href={social.href} rel="noopener nofollow">
                      {social.value}
                    </a>
                  ) : (
                    social.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {view.hasWhatsapp && (
            <div className="agent-contact">
              <ContactButtons agentName={view.name} />
            </div>
          )}
        </div>
      </section>
      <section className="g-card agent-enquiry" aria-labelledby="agent-enquiry-title">
        <h2 id="agent-enquiry-title" className="listing-section-title">
          Kirim pesan ke {view.name}
        </h2>
        <EnquiryForm defaultMessage={view.enquiryMessage} />
      </section>
      <section className="agent-listings" aria-labelledby="agent-listings-title">
        <h2 id="agent-listings-title" className="listing-section-title">
          Listing {view.name} ({d.total.toLocaleString("id-ID")})
        </h2>
        {d.cards.length > 0 ? (
          <FavouritableListingGrid cards={d.cards} signedIn={d.signedIn} headingLevel={3} />
        ) : (
          <div className="g-empty-state">
            <p className="g-empty-state-title">Belum ada listing yang tayang</p>
          </div>
        )}
        <Pagination
          page={d.page}
          lastPage={d.lastPage}
          hrefForPage={(page) => (page > 1 ? `${d.path}?halaman=${page}` : d.path)}
          linkComponent={PublicLink}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
