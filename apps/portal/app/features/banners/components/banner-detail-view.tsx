import { formatDate } from "@griya/domain/format";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../../../locales/banners";
import { browserApi } from "../../../lib/browser-api";
import { pathTo } from "../../../paths";
import { bannerDetailQuery } from "../queries";
import { BannerImage } from "./banner-image";
import "./banners.css";

/** A portal path stays in the app; anything else (an https address) is an ordinary link. */
const isPortalPath = (url: string) => url.startsWith("/") && !url.startsWith("//");

/** /banner/detail/{uuid}: the banner's picture, full text, period and call to action. */
export function BannerDetailView({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { data: banner } = useSuspenseQuery(bannerDetailQuery(browserApi, uuid));
  const paragraphs = (banner.detail ?? "").split(/\n\s*\n/).filter((p) => p.trim() !== "");
  // ends_at is the first moment it no longer shows; the last day it shows is the one before.
  const lastDay = new Date(new Date(banner.ends_at).getTime() - 1);
  const link = banner.link_url;
  return (
    <article className="g-stack banner-detail">
      <h1 className="g-page-title">{banner.title}</h1>
      <BannerImage image={banner.image} sizes="(min-width: 1024px) 960px, 100vw" eager />
      <p className="banner-detail-period">
        {t("banners.detailPeriod", { start: formatDate(banner.starts_at), end: formatDate(lastDay) })}
      </p>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      <div className="banner-detail-actions">
        {link &&
          (isPortalPath(link) ? (
            <Link className="g-button g-button--primary g-button--md" to={link}>
              {t("banners.openLink")}
            </Link>
          ) : (
            <a className="g-button g-button--primary g-button--md" href={link} rel="noopener noreferrer">
              {t("banners.openLink")}
            </a>
          ))}
        <Link className="g-button g-button--ghost g-button--md" to={pathTo("home")}>
          {t("banners.detailBack")}
        </Link>
      </div>
    </article>
  );
}
