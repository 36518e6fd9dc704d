import { Alert } from "@griya/ui/alert";
import { EmptyState } from "@griya/ui/empty-state";
import { Fragment, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ProductPageData, ProductSectionKey } from "../product-page-data";
import { CoinPackages } from "./coin-packages";
import { ListingSlotPackages } from "./listing-slot-packages";
import { MainPackages } from "./main-packages";
import { ProductSection } from "./product-section";
import { RenewalPackages } from "./renewal-packages";
import { UpgradePackages } from "./upgrade-packages";
import "../../../locales/commerce";

export type ProductPageProps = {
  data: ProductPageData;
  isMember: boolean;
  /** A running Trial: the paid tiers are bought as its upgrade, so they are offered once, there. */
  isTrial: boolean;
  /** The route shown: /product, or the section of /coin, /upgrade, /renewal, /listing-availability. */
  focus: "main" | ProductSectionKey;
};

const SECTION_IDS = {
  main: "paket-membership",
  coin: "paket-koin",
  upgrade: "upgrade",
  renewal: "perpanjang",
  listingAvailability: "slot-listing",
} as const satisfies Record<ProductPageProps["focus"], string>;

/**
 * The one product purchase page (docs/product/orders-and-payments.md#the-product-page): membership packages, then (for
 * members) coins, upgrade, renewal and listing slots. The route's own section comes first and gets the focus when the
 * page opens.
 */
export function ProductPage({ data, isMember, isTrial, focus }: ProductPageProps) {
  const { t } = useTranslation();
  const { sections } = data;

  useEffect(() => {
    if (focus === "main") return;
    document.getElementById(`${SECTION_IDS[focus]}-judul`)?.focus({ preventScroll: false });
  }, [focus]);

  const blocks: Record<ProductPageProps["focus"], ReactNode> = {
    main: (
      <section id={SECTION_IDS.main} aria-labelledby={`${SECTION_IDS.main}-judul`} className="product-section">
        <div>
          <h2 id={`${SECTION_IDS.main}-judul`} className="section-title" tabIndex={-1}>
            {t("products.mainTitle")}
          </h2>
          <p className="page-intro">{t("products.mainIntro")}</p>
        </div>
        {data.main.length > 0 ? <MainPackages packages={data.main} /> : <EmptyState title={t("products.mainEmpty")} />}
      </section>
    ),
    coin: (
      <ProductSection
        id={SECTION_IDS.coin}
        title={t("products.coinTitle")}
        intro={t("products.coinIntro")}
        allowed={sections.coin.allowed}
        message={sections.coin.message}
        empty={sections.coin.items.length === 0}
      >
        <CoinPackages packages={sections.coin.items} />
      </ProductSection>
    ),
    upgrade: (
      <ProductSection
        id={SECTION_IDS.upgrade}
        title={t("products.upgradeTitle")}
        intro={t(isTrial ? "products.upgradeIntroTrial" : "products.upgradeIntro")}
        allowed={sections.upgrade.allowed}
        message={sections.upgrade.message}
        empty={sections.upgrade.items.length === 0}
      >
        <UpgradePackages packages={sections.upgrade.items} fromTrial={isTrial} />
      </ProductSection>
    ),
    renewal: (
      <ProductSection
        id={SECTION_IDS.renewal}
        title={t("products.renewalTitle")}
        intro={t("products.renewalIntro")}
        allowed={sections.renewal.allowed}
        message={sections.renewal.message}
        empty={sections.renewal.items.length === 0}
      >
        <RenewalPackages packages={sections.renewal.items} terms={data.renewalTerms} />
      </ProductSection>
    ),
    listingAvailability: (
      <ProductSection
        id={SECTION_IDS.listingAvailability}
        title={t("products.listingTitle")}
        intro={t("products.listingIntro")}
        allowed={sections.listingAvailability.allowed}
        message={sections.listingAvailability.message}
        empty={sections.listingAvailability.items.length === 0}
      >
        <ListingSlotPackages packages={sections.listingAvailability.items} />
      </ProductSection>
    ),
  };

  const order: ProductPageProps["focus"][] = ["main", "coin", "upgrade", "renewal", "listingAvailability"];
  // A Trial cannot buy the membership packages as such (the API refuses): the upgrade section sells them.
  const available = isTrial ? order.filter((key) => key !== "main") : order;
  const first = available.includes(focus) ? focus : available[0]!;
  const shown = isMember ? [first, ...available.filter((key) => key !== first)] : ["main" as const];

  return (
    <div className="g-stack product-page">
      {shown.map((key) => (
        <Fragment key={key}>{blocks[key]}</Fragment>
      ))}
      {!isMember && <Alert tone="info">{t("products.membersOnly")}</Alert>}
    </div>
  );
}
