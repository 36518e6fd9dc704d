import { formatDate } from "@griya/domain/format";
import { Alert } from "@griya/ui/alert";
import { Button, ButtonLink } from "@griya/ui/button";
import { EmptyState } from "@griya/ui/empty-state";
import { StatusBadge } from "@griya/ui/status-badge";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../components/list-pagination";
import { RouterLink } from "../../../components/router-link";
import { browserApi } from "../../../lib/browser-api";
import { pathTo } from "../../../paths";
import { recommendedListQuery, type RecommendedBoost } from "../queries";
import { ChangeRecommendedDialog } from "./change-recommended-dialog";
import "./recommended.css";
import "../../../locales/recommended";

const TONES = { upcoming: "neutral", running: "success", ended: "warning" } as const;

/** /recommended-listing: the agent's boosts, 30 a page, each with its status and "Ganti listing" until it ends. */
export function RecommendedBoosts({ page }: { page: number }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(recommendedListQuery(browserApi, page));
  const [changing, setChanging] = useState<RecommendedBoost | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (data.data.length === 0 && page === 1) {
    return (
      <EmptyState
        title={t("recommended.list.emptyTitle")}
        description={t("recommended.list.emptyDescription")}
        action={
          <ButtonLink href={pathTo("myListings")} linkComponent={RouterLink}>
            {t("recommended.list.toMyListings")}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="g-stack">
      <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>
      <ul className="recommended-list" aria-label={t("recommended.list.listLabel")}>
        {data.data.map((boost) => {
          const status = boost.status ?? "upcoming";
          const start = formatDate(boost.start_date ?? "");
          return (
            <li key={boost.uuid}>
              <article className="g-card recommended-item" aria-label={boost.listing_title ?? ""}>
                <h2 className="g-card-title">{boost.listing_title}</h2>
                <dl>
                  <div>
                    <dt>{t("recommended.list.area")}</dt>
                    <dd>{boost.area}</dd>
                  </div>
                  <div>
                    <dt>{t("recommended.list.dates")}</dt>
                    <dd>{t("recommended.buy.week", { start, end: formatDate(boost.end_date ?? "") })}</dd>
                  </div>
                  <div>
                    <dt>{t("recommended.list.status")}</dt>
                    <dd>
                      <StatusBadge tone={TONES[status]}>{t(`recommended.list.statuses.${status}`)}</StatusBadge>
                    </dd>
                  </div>
                </dl>
                {status !== "ended" && (
                  <div className="form-actions">
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => setChanging(boost)}
                      aria-label={`${t("recommended.list.change")} ${t("recommended.list.changeSuffix", { title: boost.listing_title ?? "", start })}`}
                    >
                      {t("recommended.list.change")}
                    </Button>
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      <ListPagination meta={data.meta} />
      {changing && (
        <ChangeRecommendedDialog
          boost={changing}
          onClose={(movedTo) => {
            if (movedTo) setNotice(t("recommended.change.done", { title: movedTo }));
            setChanging(null);
          }}
        />
      )}
    </div>
  );
}
