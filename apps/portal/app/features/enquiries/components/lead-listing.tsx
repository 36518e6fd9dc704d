import { useTranslation } from "react-i18next";
import { pathTo } from "../../../paths";
import type { Enquiry } from "../queries";
import "../../../locales/leads";

/**
 * The listing a lead asks about: photo, title, number and its public page when it can be opened; a listing
 * that is not public now (inactive, membership ended) is marked unavailable rather than linked to a 404.
 */
export function LeadListing({ lead }: { lead: Enquiry }) {
  const { t } = useTranslation();
  const { listing } = lead;
  if (!listing) return <p className="lead-listing lead-listing--none">{t("leads.fromProfile")}</p>;
  return (
    <div className="lead-listing">
      <div className="lead-listing-photo">
        {listing.photo_url ? (
          <img
            src={listing.photo_url}
            alt={t("leads.listingPhotoAlt", { title: listing.title })}
            loading="lazy"
            decoding="async"
            width={96}
            height={72}
          />
        ) : (
          <span className="lead-listing-no-photo">{t("leads.listingNoPhoto")}</span>
        )}
      </div>
      <div className="lead-listing-text">
        <p className="lead-listing-title">{listing.title}</p>
        <p className="lead-listing-number">
          {t("leads.listingNumber")} {listing.listing_number}
        </p>
        {listing.public ? (
          // A document link: the public page has its own light layout (ADR 0024).
          <a
            href={pathTo("property", { uuid: listing.uuid })}
            aria-label={t("leads.listingLinkNamed", { title: listing.title })}
            className="lead-listing-link"
          >
            {t("leads.listingLink")}
          </a>
        ) : (
          <p className="lead-listing-unavailable">{t("leads.listingUnavailable")}</p>
        )}
      </div>
    </div>
  );
}
