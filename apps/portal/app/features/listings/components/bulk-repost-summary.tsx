import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { ProgressBar } from "@griya/ui/progress-bar";
import { useId, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { pathTo } from "../../../paths";
import { BULK_REPOST_MAX } from "../bulk-repost-selection";
import "../../../locales/repost";

/** What the last repost came to, shown in the bar until the selection changes. */
export type BulkRepostOutcome =
  | { kind: "running"; count: number }
  | { kind: "done"; count: number; coins: number }
  | { kind: "failed"; messages: string[] };

export type BulkRepostSummaryProps = {
  count: number;
  totalCoins: number;
  costEach: number;
  balance: number;
  outcome: BulkRepostOutcome | null;
  /** Focused when a repost starts, so the progress and then its outcome are read where focus is. */
  statusRef: Ref<HTMLDivElement>;
  onRepost: () => void;
  onClear: () => void;
};

/**
 * The sticky bar under the list: "N listing dipilih · Total biaya X koin", the spendable balance, a warning
 * when it is short, the buttons, and the progress or outcome of the repost.
 */
export function BulkRepostSummary({
  count,
  totalCoins,
  costEach,
  balance,
  outcome,
  statusRef,
  onRepost,
  onClear,
}: BulkRepostSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const running = outcome?.kind === "running";
  const short = count > 0 && totalCoins > balance;
  return (
    <section className="bulk-repost-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="g-visually-hidden">
        {t("repost.bulk.summaryLabel")}
      </h2>
      <div className="bulk-repost-summary-facts">
        <p className="bulk-repost-summary-count" aria-live="polite" data-testid="bulk-repost-summary">
          {t("repost.bulk.summary", { count, coins: totalCoins })}
        </p>
        <p className="bulk-repost-summary-balance">
          {t("repost.bulk.balance", { count: balance })} · {t("repost.bulk.costEach", { coins: costEach })}
        </p>
      </div>
      {short && (
        <Alert tone="warning" className="bulk-repost-short">
          {t("repost.bulk.short", { required: totalCoins, balance })}{" "}
          <RouterLink href={pathTo("coin")}>{t("repost.bulk.buyCoins")}</RouterLink>
        </Alert>
      )}
      {count >= BULK_REPOST_MAX && (
        <p className="bulk-repost-max">{t("repost.bulk.maxReached", { max: BULK_REPOST_MAX })}</p>
      )}
      <div className="form-actions">
        <Button
          type="button"
          size="sm"
          onClick={onRepost}
          disabled={count === 0}
          loading={running}
          loadingLabel={t("common.submitting")}
        >
          {t("repost.bulk.submit")}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClear} disabled={count === 0 || running}>
          {t("repost.bulk.clear")}
        </Button>
      </div>
      <div ref={statusRef} tabIndex={-1} className="bulk-repost-status">
        {outcome?.kind === "running" && (
          <div role="status" className="g-stack bulk-repost-progress">
            <p>{t("repost.bulk.processing", { count: outcome.count })}</p>
            <ProgressBar value={null} label={t("repost.bulk.processing", { count: outcome.count })} />
          </div>
        )}
        {outcome?.kind === "done" && (
          <Alert tone="success" title={t("repost.bulk.successTitle")}>
            {t("repost.bulk.success", { count: outcome.count, coins: outcome.coins })}
          </Alert>
        )}
        {outcome?.kind === "failed" && (
          <Alert tone="danger">
            {[t("repost.bulk.failed"), ...outcome.messages].map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        )}
      </div>
    </section>
  );
}
