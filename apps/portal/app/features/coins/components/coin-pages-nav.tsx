import { Tabs } from "@griya/ui/tabs";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { pathTo } from "../../../paths";
import "./coins.css";
import "../../../locales/coins";

export type CoinPage = "coinPurchase" | "coinUsage" | "coinTransfer";

/** Links between the three coin pages (purchases, usages, transfers). */
export function CoinPagesNav({ current }: { current: CoinPage }) {
  const { t } = useTranslation();
  const pages: CoinPage[] = ["coinPurchase", "coinUsage", "coinTransfer"];
  return (
    <Tabs
      mode="links"
      className="coin-tabs"
      label={t("coins.navLabel")}
      value={current}
      linkComponent={RouterLink}
      items={pages.map((page) => ({ value: page, label: t(`pages.${page}`), href: pathTo(page) }))}
    />
  );
}
