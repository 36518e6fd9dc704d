import { useTranslation } from "react-i18next";
import { CoinBalance } from "./coin-balance";
import { CoinPagesNav, type CoinPage } from "./coin-pages-nav";

/** Title, intro, the links between the coin pages and the balance, shared by the three coin pages. */
export function CoinPageHeader({ page, intro }: { page: CoinPage; intro: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <h1 className="g-page-title">{t(`pages.${page}`)}</h1>
        <p className="page-intro">{intro}</p>
      </div>
      <CoinPagesNav current={page} />
      <CoinBalance />
    </>
  );
}
