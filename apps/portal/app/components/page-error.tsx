import { ButtonLink } from "@griya/ui/button";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { isSessionExpiredError } from "../lib/session-expired";
import { pathTo } from "../paths";
import { RouterLink } from "./router-link";
import { SessionExpiredDialog } from "./session-expired-dialog";

/**
 * The page-level error (docs/product/error-codes.md#what-the-portal-shows): 404–499 is "page not found", everything
 * else the server-problem text.
 */
function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status >= 404 && error.status <= 499;
}

export function errorTitle(t: TFunction, error: unknown): string {
  if (isSessionExpiredError(error)) return t("errors.sessionExpiredTitle");
  return isNotFoundError(error) ? t("errors.notFoundTitle") : t("errors.serverTitle");
}

export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <section className="g-card g-stack page-error" aria-labelledby="page-error-title">
      <h1 id="page-error-title" className="g-page-title">
        {t("errors.notFoundTitle")}
      </h1>
      <p>{t("errors.notFoundMessage")}</p>
      <p>
        {/* Visitors and agents both meet this page: "/" is the home of either (ADR 0065). */}
        <ButtonLink href={pathTo("visitorHome")} linkComponent={RouterLink} variant="secondary">
          {t("errors.backHome")}
        </ButtonLink>
      </p>
    </section>
  );
}

function ServerErrorContent({ supportEmail, requestId }: { supportEmail: string; requestId?: string | null }) {
  const { t } = useTranslation();
  // The address inside <mail>…</mail> becomes a mailto link; split by hand, so every page does not ship <Trans>.
  const [before, email, after] = t("errors.serverMessage", { email: supportEmail }).split(/<\/?mail>/);
  return (
    <section className="g-card g-stack page-error" aria-labelledby="page-error-title">
      <h1 id="page-error-title" className="g-page-title">
        {t("errors.serverTitle")}
      </h1>
      <p>
        {before}
        <a href={`mailto:${supportEmail}`}>{email}</a>
        {after}
      </p>
      {requestId ? (
        <p className="page-error-code">
          {t("errors.incidentCode")} <code>{requestId}</code>
        </p>
      ) : null}
    </section>
  );
}

/** The page-level error for a thrown error or error response; a refused session shows "Session Expired". */
export function PageErrorContent({
  error,
  supportEmail,
  requestId,
}: {
  error: unknown;
  supportEmail: string;
  requestId?: string | null;
}) {
  if (isSessionExpiredError(error)) return <SessionExpiredDialog open />;
  return isNotFoundError(error) ? (
    <NotFoundContent />
  ) : (
    <ServerErrorContent supportEmail={supportEmail} requestId={requestId} />
  );
}
