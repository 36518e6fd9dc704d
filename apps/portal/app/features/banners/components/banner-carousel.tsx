import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../../../locales/banners";
import { browserApi } from "../../../lib/browser-api";
import { pathTo } from "../../../paths";
import { bannersQuery } from "../queries";
import { BannerImage } from "./banner-image";
import "./banners.css";

// Drawn across the home's content column: the full phone width, at most 720 px on a laptop.
const SIZES = "(min-width: 1024px) 720px, 100vw";

/**
 * The AGENT banners of the portal home as a carousel (WAI-ARIA carousel pattern): one slide at a time, previous
 * and next buttons, no automatic rotation, so each change is the agent's own and is announced politely. Renders
 * nothing when no banner runs (or the list cannot be read).
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { data: banners = [] } = useQuery(bannersQuery(browserApi, "AGENT"));
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;
  const total = banners.length;
  const current = Math.min(index, total - 1);
  const go = (step: number) => setIndex((current + step + total) % total);

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t("banners.carouselLabel")}>
      <div className="banner-carousel-slides" aria-live="polite">
        {banners.map((banner, i) => (
          <div
            key={banner.uuid}
            className="banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t("banners.slideLabel", { current: i + 1, total })}
            hidden={i !== current}
          >
            <BannerImage image={banner.image} sizes={SIZES} eager={i === 0} />
            <div className="banner-slide-caption">
              <p className="banner-slide-title">{banner.title}</p>
              <Link
                className="g-button g-button--secondary g-button--sm"
                to={pathTo("bannerDetail", { uuid: banner.uuid })}
                aria-label={t("banners.readMoreAbout", { title: banner.title })}
              >
                {t("banners.readMore")}
              </Link>
            </div>
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="banner-carousel-controls">
          <button
            type="button"
            className="g-button g-button--secondary g-button--sm banner-carousel-button"
            onClick={() => go(-1)}
            aria-label={t("banners.previous")}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="banner-carousel-position" aria-hidden="true">
            {current + 1} / {total}
          </span>
          <button
            type="button"
            className="g-button g-button--secondary g-button--sm banner-carousel-button"
            onClick={() => go(1)}
            aria-label={t("banners.next")}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
