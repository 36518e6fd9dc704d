import { Pagination } from "@griya/ui/pagination";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { withPage } from "../lib/list-params";
import { RouterLink } from "./router-link";

export type PageMeta = { current_page: number; per_page: number; total: number; last_page: number };

/** Pages of a list from its `meta`, as links that keep the list's other URL parameters. */
export function ListPagination({ meta }: { meta: PageMeta }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  if (meta.total === 0) return null;
  const from = (meta.current_page - 1) * meta.per_page + 1;
  const to = Math.min(meta.total, meta.current_page * meta.per_page);
  return (
    <div className="list-pagination">
      <p className="list-summary">{t("lists.summary", { from, to, total: meta.total })}</p>
      <Pagination
        page={meta.current_page}
        lastPage={meta.last_page}
        hrefForPage={(page) => `${location.pathname}${withPage(params, page)}`}
        label={t("lists.pagination")}
        prevLabel={t("lists.prev")}
        nextLabel={t("lists.next")}
        pageLabel={(page) => t("lists.page", { page })}
        linkComponent={RouterLink}
      />
    </div>
  );
}
