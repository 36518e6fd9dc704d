import { formatDate } from "@griya/domain/format";
import { Tabs } from "@griya/ui/tabs";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { browserApi } from "../../../lib/browser-api";
import { pathTo } from "../../../paths";
import { COIN_CATEGORIES, coinPurchasesQuery, type PurchaseFilters } from "../queries";
import { PagedTable } from "../../../components/paged-table";
import "./coins.css";
import "../../../locales/coins";

/** /coin-purchase: every credit with its source; tabs active and expired. */
export function CoinPurchases({ filters }: { filters: PurchaseFilters }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(coinPurchasesQuery(browserApi, filters));
  return (
    <div className="g-stack">
      <Tabs
        mode="links"
        className="coin-tabs"
        label={t("coins.tabsLabel")}
        value={filters.category}
        linkComponent={RouterLink}
        items={COIN_CATEGORIES.map((category) => ({
          value: category,
          label: t(`coins.${category}`),
          href: category === "active" ? pathTo("coinPurchase") : `${pathTo("coinPurchase")}?category=${category}`,
        }))}
      />
      <PagedTable
        label={t("pages.coinPurchase")}
        emptyTitle={t("coins.purchasesEmpty")}
        isEmpty={data.data.length === 0}
        meta={data.meta}
        head={
          // What remains comes first: on a phone it is the one figure seen without scrolling the table sideways.
          <>
            <th scope="col" className="num">
              {t("coins.remaining")}
            </th>
            <th scope="col">{t("coins.product")}</th>
            <th scope="col">{t("coins.source")}</th>
            <th scope="col">{t("coins.activeDate")}</th>
            <th scope="col">{t("coins.expiry")}</th>
            <th scope="col" className="num">
              {t("coins.coinIn")}
            </th>
            <th scope="col" className="num">
              {t("coins.used")}
            </th>
            <th scope="col" className="num">
              {t("coins.transferred")}
            </th>
            <th scope="col" className="num">
              {t("coins.expiredCoins")}
            </th>
          </>
        }
      >
        {data.data.map((batch) => (
          <tr key={batch.uuid}>
            <td className="num">{batch.remaining}</td>
            <th scope="row">{batch.product_name}</th>
            <td>{batch.source_label}</td>
            <td className="nowrap">{formatDate(batch.active_at)}</td>
            <td className="nowrap">{formatDate(batch.expires_at)}</td>
            <td className="num">{batch.amount}</td>
            <td className="num">{batch.used}</td>
            <td className="num">{batch.transferred}</td>
            <td className="num">{batch.expired}</td>
          </tr>
        ))}
      </PagedTable>
    </div>
  );
}
