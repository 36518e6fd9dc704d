import { ButtonLink } from "@griya/ui/button";
import { PublicLink } from "../../../components/public/public-link";
import { promoText as text } from "../../../locales/promos-public";
import type { PromoCardView } from "../promo-card-view";
import { CopyCodeButton } from "./copy-code-button";
import "../promos.css";

export type PromoCardProps = {
  promo: PromoCardView;
  /** h2 on the list, where each card is a section; the detail page has its own h1. */
  headingLevel: 1 | 2;
  /** The list links to the detail page. */
  linkToDetail?: boolean;
};

/** One campaign: what it gives, who qualifies, until when, the code to copy and "Pakai kode ini". */
export function PromoCard({ promo, headingLevel, linkToDetail = false }: PromoCardProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const SubHeading = headingLevel === 1 ? "h2" : "h3";
  const headingId = `promo-${promo.uuid}`;
  return (
    <article className="g-card promo-card" aria-labelledby={headingId}>
      <p className="promo-benefit">
        <span className="g-badge promo-benefit-badge">{promo.benefit}</span>
        {promo.projectOffer && <span className="g-badge">{text.projectOffer}</span>}
      </p>
      <Heading id={headingId} className={headingLevel === 1 ? "g-page-title" : "promo-card-title"}>
        {promo.title}
      </Heading>
      {promo.description && <p className="promo-description">{promo.description}</p>}
      <div className="promo-conditions">
        <SubHeading className="promo-conditions-title">{text.conditionsTitle}</SubHeading>
        {promo.conditions.length > 0 ? (
          <ul>
            {promo.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        ) : (
          <p>{text.noConditions}</p>
        )}
      </div>
      <p className="promo-until">
        {promo.ended ? text.endedOn : text.until} <time dateTime={promo.untilIso}>{promo.until}</time>
      </p>
      <div className="promo-code-row">
        <span className="promo-code-label">{text.codeLabel}</span>
        <code className="promo-code">{promo.code}</code>
        {!promo.ended && <CopyCodeButton code={promo.code} />}
      </div>
      <div className="promo-actions">
        {!promo.ended && (
          // The checkout is the portal's world (query cache, dialogs): a full page load, as the header's portal link.
          <a className="g-button g-button--primary g-button--md" href={promo.useHref}>
            {text.use}
            <span className="g-visually-hidden"> ({promo.code})</span>
          </a>
        )}
        {linkToDetail && (
          <ButtonLink href={promo.detailHref} variant="ghost" size="md" linkComponent={PublicLink}>
            {text.details}
            <span className="g-visually-hidden">: {promo.title}</span>
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
