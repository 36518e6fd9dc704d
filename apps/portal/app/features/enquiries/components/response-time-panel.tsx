import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/browser-api";
import { durationText } from "../../../lib/lead-time";
import { responseTimeQuery, unreadEnquiryCountQuery } from "../queries";
import "../../../locales/leads";

/**
 * On top of the inbox: the agent's median first-response time over 30 days and how many leads wait, with why
 * it matters. Both are extras: when either call fails the panel leaves that figure out.
 */
export function ResponseTimePanel() {
  const { t } = useTranslation();
  const responseTime = useQuery(responseTimeQuery(browserApi)).data;
  const waiting = useQuery(unreadEnquiryCountQuery()).data;
  if (!responseTime && waiting === undefined) return null;
  return (
    <section className="g-card lead-stats" aria-labelledby="lead-stats-title">
      <h2 id="lead-stats-title" className="g-card-title">
        {t("leads.stats.title")}
      </h2>
      <dl className="lead-stats-figures">
        {responseTime && (
          <div>
            <dt>{t("leads.stats.median")}</dt>
            <dd>
              <span className="lead-stats-value">
                {responseTime.median_minutes === null
                  ? t("leads.stats.medianNone")
                  : durationText(responseTime.median_minutes)}
              </span>
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
    </section>
  );
}
