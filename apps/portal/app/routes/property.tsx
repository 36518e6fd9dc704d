import { Link } from "react-router";
import type { Route } from "./+types/property";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { publicErrorTitle } from "../components/public/public-error";
import { FavouriteButton } from "../features/favourites/components/favourite-button";
import { ContactBar, ContactButtons } from "../features/listing-page/components/contact-buttons";
import { Gallery } from "../features/listing-page/components/gallery";
import { KprOnDemand } from "../features/listing-page/components/kpr-on-demand";
import { ListingMap } from "../features/listing-page/components/listing-map";
import { OnDemandFrames } from "../features/listing-page/components/on-demand-frames";
import { ENQUIRY_FORM_ID, EnquiryForm } from "../features/enquiry-forms/components/enquiry-form";
import { KprRequest } from "../features/enquiry-forms/components/kpr-request";
import { enquiryAction, kprRequestAction } from "../features/enquiry-forms/lead-actions.server";
import { keepLeadFormOnFailure } from "../features/enquiry-forms/lead-client-action";
import { contactAction } from "../features/listing-page/contact-action.server";
import { BackToSearchLater } from "../features/listing-page/components/browser-extras-later";
import { ListingShare } from "../features/listing-page/components/listing-share";
import { PlainListingCards } from "../features/listing-page/components/plain-listing-cards";
import { listingExtrasView } from "../features/listing-page/listing-extras-view.server";
import { listingMeta } from "../features/listing-page/listing-meta";
import { listingPageView } from "../features/listing-page/listing-page-view.server";
import { listingSeo } from "../features/listing-page/listing-seo.server";
import { sessionContext } from "../lib/context";
import { countsByBeacon } from "../lib/view-beacon.server";
import { getListing, getSimilarListings } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";
import { text } from "../lib/form-data";
import { PUBLIC_INTENT, revalidateUnlessPublicIntent } from "../lib/public-actions";
import { publicText } from "../locales/public";
import { PUBLIC_PATHS } from "../public-paths";
import "../features/listing-page/components/listing-page.css";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const beacon = countsByBeacon(context);
  const [listing, lists] = await Promise.all([
    getListing(params.uuid, { token, visitor: request, beacon }),
    getSimilarListings(params.uuid, request, beacon),
  ]);
  const view = listingPageView(listing);
  // The <head> entries are made here, so their code stays on the server.
  const seo = listingSeo(listing, view, publicOrigin(request));
  const extras = listingExtrasView(lists, view.title, seo.canonicalUrl);
  const viewTokens = [listing.view_token, lists.view_token].filter((t): t is string => Boolean(t));
  return { view, extras, head: listingMeta(seo), signedIn: token !== null, viewTokens };
}

/** The contact buttons, the enquiry form and "Ajukan KPR" post here, told apart by their `intent`. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent");
  if (intent === PUBLIC_INTENT.enquiry) return enquiryAction(form, { listing_uuid: params.uuid }, request);
  if (intent === PUBLIC_INTENT.kpr) return kprRequestAction(form, params.uuid, request);
  return contactAction(form, request, params.uuid);
}

export const clientAction = keepLeadFormOnFailure;

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData && !error ? loaderData.head : [{ title: publicText.documentTitle(publicErrorTitle(error)) }];

export const shouldRevalidate = revalidateUnlessPublicIntent;

export default function Property({ loaderData: { view, extras, signedIn } }: Route.ComponentProps) {
  return (
    <article className="listing-page">
      <BackToSearchLater />
      <nav aria-label="Jejak navigasi" className="listing-crumbs">
        <Link to={PUBLIC_PATHS.search}>Cari properti</Link> › <span aria-current="page">{view.kind}</span>
      </nav>
      <Gallery photos={view.photos} title={view.title} />
      <div className="listing-columns">
        <div className="listing-main">
          <header className="listing-head">
            <p className="listing-kind">{view.kind}</p>
            <h1 className="g-page-title listing-title">{view.title}</h1>
            <p className="listing-price">
              <span aria-hidden="true">{view.priceText}</span>
              <span className="g-visually-hidden">{view.priceSpoken}</span>
            </p>
            <p className="listing-place">{view.place}</p>
            <p className="listing-posted">
              <time dateTime={view.postedIso}>{view.postedText}</time>
            </p>
            <div className="listing-favourite">
              <FavouriteButton uuid={view.uuid} title={view.title} isFavourite={view.isFavourite} signedIn={signedIn} />
            </div>
            <ListingShare share={extras.share} />
          </header>

          <section className="listing-section" aria-labelledby="fakta">
            <h2 id="fakta" className="listing-section-title">
              Detail properti
            </h2>
            <dl className="listing-facts">
              {view.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          {view.facilities.length > 0 && (
            <section className="listing-section" aria-labelledby="fasilitas">
              <h2 id="fasilitas" className="listing-section-title">
                Fasilitas
              </h2>
              <ul className="listing-facilities">
                {view.facilities.map((facility) => (
                  <li key={facility}>{facility}</li>
                ))}
              </ul>
            </section>
          )}

          {view.description && (
            <section className="listing-section" aria-labelledby="deskripsi">
              <h2 id="deskripsi" className="listing-section-title">
                Deskripsi
              </h2>
              <p className="listing-description">{view.description}</p>
            </section>
          )}

          {view.videos.length > 0 && (
            <section className="listing-section" aria-labelledby="video">
              <h2 id="video" className="listing-section-title">
                Video
              </h2>
              <OnDemandFrames frames={view.videos} />
            </section>
          )}

          {view.tour && (
            <section className="listing-section" aria-labelledby="tur-360">
              <h2 id="tur-360" className="listing-section-title">
                Tur Virtual 360°
              </h2>
              <OnDemandFrames frames={[view.tour]} />
            </section>
          )}

          <section className="listing-section" aria-labelledby="lokasi">
            <h2 id="lokasi" className="listing-section-title">
              Lokasi
            </h2>
            <p>{view.address ? `${view.address}, ${view.place}` : view.place}</p>
            {view.map && <ListingMap lat={view.map.lat} lng={view.map.lng} label={view.title} />}
          </section>
        </div>

        <aside className="listing-side">
          <section className="g-card listing-agent" aria-labelledby="hubungi-agen">
            <h2 id="hubungi-agen" className="listing-section-title">
              Hubungi agen
            </h2>
            <div className="listing-agent-card">
              {view.agent.avatarUrl ? (
                <img className="listing-agent-photo" src={view.agent.avatarUrl} alt="" width={64} height={64} />
              ) : (
                <span className="listing-agent-photo" aria-hidden="true">
                  {view.agent.name.charAt(0)}
                </span>
              )}
              <div>
                <p className="listing-agent-name">
                  <Link to={view.agent.href}>{view.agent.name}</Link>
                </p>
                {view.agent.office && <p className="listing-agent-office">{view.agent.office}</p>}
              </div>
            </div>
            {view.agent.hasPhone ? (
              <ContactButtons agentName={view.agent.name} />
            ) : (
              <p className="listing-agent-nophone">Agen ini belum mencantumkan nomor telepon.</p>
            )}
            <h3 className="lead-title">Kirim pesan ke agen</h3>
            <EnquiryForm defaultMessage={view.enquiryMessage} />
          </section>
          {view.kprPrice !== null && (
            <KprOnDemand price={view.kprPrice}>{(loan) => <KprRequest loan={loan} />}</KprOnDemand>
          )}
        </aside>
      </div>
      <PlainListingCards id="properti-serupa" title="Properti serupa" cards={extras.similar} />
      <PlainListingCards id="listing-agen" title="Listing lain dari agen ini" cards={extras.agentListings} />
      <ContactBar hasPhone={view.agent.hasPhone} formId={ENQUIRY_FORM_ID} />
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
