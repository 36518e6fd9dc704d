import { Button, ButtonLink } from "@griya/ui/button";
import { useEffect, useRef } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { isSessionExpiredError } from "../../lib/session-expired";
import { publicText } from "../../locales/public";
import { LOGOUT_PATH, PUBLIC_PATHS } from "../../public-paths";
import { PublicLink } from "./public-link";

const text = publicText.errors;

/**
 * The page-level error (docs/product/error-codes.md#what-the-portal-shows): 404–499 is "page not found", everything
 * else the server-problem text.
 */
function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status >= 404 && error.status <= 499;
}

/** The document title of an error shown in place of a public page. */
export function publicErrorTitle(error: unknown): string {
  if (isSessionExpiredError(error)) return text.sessionExpiredTitle;
  return isNotFound(error) ? text.notFoundTitle : text.serverTitle;
}

/** In place of the page, so no dialog machinery is needed; the OK button has focus, as in a dialog. */
function SessionExpiredNotice() {
  const ok = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => ok.current?.focus(), []);
  return (
    <section
      className="g-card g-stack page-error"
      role="alertdialog"
      aria-labelledby="page-error-title"
      aria-describedby="page-error-message"
    >
      <h1 id="page-error-title" className="g-page-title">
        {text.sessionExpiredTitle}
      </h1>
      <p id="page-error-message">{text.sessionExpiredMessage}</p>
      <form method="post" action={LOGOUT_PATH}>
        {/* Back to this page after the new login. */}
        <input type="hidden" name="redirect" value={`${pathname}${search}`} />
        <Button ref={ok} type="submit">
          {text.sessionExpiredOk}
        </Button>
      </form>
    </section>
  );
}

/**
 * The page-level error of the public pages, without the portal's dialogs: "page not found", the
 * server-problem text with the support address, or the session's end ("Sesi berakhir") whose button logs
 * out (a document POST to /logout, which lands on /login and comes back here). A server problem names the
 * request id ("Kode kejadian"), so support can find it in the logs.
 */
export function PublicErrorContent({
  error,
  supportEmail,
  requestId,
}: {
  error: unknown;
  supportEmail: string;
  requestId?: string | null;
}) {
  if (isSessionExpiredError(error)) {
    return <SessionExpiredNotice />;
  }
  if (isNotFound(error)) {
    return (
      <section className="g-card g-stack page-error" aria-labelledby="page-error-title">
        <h1 id="page-error-title" className="g-page-title">
          {text.notFoundTitle}
        </h1>
        <p>{text.notFoundMessage}</p>
        <p>
          <ButtonLink href={PUBLIC_PATHS.search} linkComponent={PublicLink} variant="secondary">
            {text.backToSearch}
          </ButtonLink>
        </p>
      </section>
    );
  }
  return (
    <section className="g-card g-stack page-error" aria-labelledby="page-error-title">
      <h1 id="page-error-title" className="g-page-title">
        {text.serverTitle}
      </h1>
      <p>
        {text.serverMessage} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      {requestId ? (
        <p className="page-error-code">
          {text.incidentCode} <code>{requestId}</code>
        </p>
      ) : null}
    </section>
  );
}
