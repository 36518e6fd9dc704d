import "@griya/ui/styles.css";
import "./app.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { MAIN_CONTENT_ID } from "./components/app-shell";
import { PageErrorContent } from "./components/page-error";
import { ProblemDialogs } from "./components/problem-dialogs";
import { serverConfig } from "./lib/config.server";
import { sessionContext } from "./lib/context";
import { i18n, LOCALE } from "./lib/i18n";
import { mobileContext } from "./lib/mobile-context";
import { pageMeta } from "./lib/page-meta";
import { createQueryClient } from "./lib/query-client";
import { DEFAULT_SUPPORT_EMAIL } from "./lib/support-email";
import { useRootData } from "./lib/use-root-data";
import { sessionMiddleware } from "./middleware/session.server";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(sessionContext);
  return { user, supportEmail: serverConfig().supportEmail, mobile: context.get(mobileContext) };
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "any" }];

export const meta: Route.MetaFunction = ({ error }) => (error ? pageMeta(undefined, error) : pageMeta(undefined));

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // One client per render: per request on the server, once per page load in the browser.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ProblemDialogs loggedIn={loaderData.user !== null} />
    </QueryClientProvider>
  );
}

/** Last resort (the root itself failed, e.g. the API is down): the page-level error without the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const rootData = useRootData();
  const fromError =
    isRouteErrorResponse(error) && typeof (error.data as { supportEmail?: unknown } | null)?.supportEmail === "string"
      ? (error.data as { supportEmail: string }).supportEmail
      : undefined;
  const supportEmail = rootData?.supportEmail ?? fromError ?? DEFAULT_SUPPORT_EMAIL;
  return (
    <div className="g-app app-no-sidebar app-standalone-error">
      <header className="g-header">
        <a className="g-header-brand" href="/">
          {t("app.brand")}
        </a>
      </header>
      <main id={MAIN_CONTENT_ID} className="g-main" tabIndex={-1}>
        <PageErrorContent error={error} supportEmail={supportEmail} />
      </main>
    </div>
  );
}
