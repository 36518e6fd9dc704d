import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/browser-api";
import { durationText } from "../../../lib/lead-time";
import { responseTimeQuery, unreadEnquiryCountQuery } from "../queries";
import "../../../locales/leads";

/**
 * On top of the inbox: the agent's median first-response time over 30 days and how many leads wait, with why
 * it matters. Both are extras: when either call fails the panel leaves that figure out. One line (both figures)
 * that opens to the details, so on a phone the first lead is on the first screen.
 */
export function ResponseTimePanel() {
  const { t } = useTranslation();
  const responseTime = useQuery(responseTimeQuery(browserApi)).data;
  const waiting = useQuery(unreadEnquiryCountQuery()).data;
  if (!responseTime && waiting === undefined) return null;
  const minutes = responseTime?.median_minutes ?? null;
  const median = minutes === null ? t("leads.stats.medianNone") : durationText(minutes);
  // What waits first: it is what the agent acts on.
  const line = [
    waiting !== undefined ? t("leads.stats.summaryWaiting", { count: waiting }) : null,
    responseTime
      ? minutes === null
        ? t("leads.stats.summaryMedianNone")
        : t("leads.stats.summaryMedian", { median })
      : null,
  ].filter((part) => part !== null);
  return (
    <details className="g-card lead-stats" aria-label={t("leads.stats.title")}>
      <summary className="lead-stats-summary">
        <span className="lead-stats-line">{line.join(" · ")}</span>
      </summary>
      <dl className="lead-stats-figures">
        {responseTime && (
          <div>
            <dt>{t("leads.stats.median")}</dt>
            <dd>
              <span className="lead-stats-value">{median}</span>
              <span className="lead-stats-note">
                {responseTime.median_minutes === null
                  ? t("leads.stats.medianWindowNone", { days: responseTime.window_days })
                  : t("leads.stats.medianWindow", { days: responseTime.window_days, count: responseTime.answered })}
              </span>
            </dd>
          </div>
        )}
        {waiting !== undefined && (
          <div>
            <dt>{t("leads.stats.waiting")}</dt>
            <dd>
              <span className="lead-stats-value">{t("leads.stats.waitingCount", { count: waiting })}</span>
            </dd>
          </div>
        )}
      </dl>
      <p className="lead-stats-why">{t("leads.stats.why")}</p>
    </details>
  );
}
