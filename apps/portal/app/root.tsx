import "@griya/ui/styles.css";
import "./app.css";
import { useContext, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  isRouteErrorResponse,
} from "react-router";
import type { Route } from "./+types/root";
import { PublicErrorContent, publicErrorTitle } from "./components/public/public-error";
import { PUBLIC_MAIN_ID } from "./components/public/public-shell";
import { chatLoaderScript } from "./components/chat/chat-loader.server";
import { serverConfig } from "./lib/config.server";
import { sessionContext } from "./lib/context";
import { isSharedPage } from "./lib/page-policy.server";
import { REQUEST_ID_PLACEHOLDER } from "./lib/request-id-placeholder";
import { mobileContext } from "./lib/mobile-context";
import { DEFAULT_SUPPORT_EMAIL } from "./lib/support-email";
import { useRootData } from "./lib/use-root-data";
import { publicText } from "./locales/public";
import { sessionMiddleware } from "./middleware/session.server";

// Every page loads this module: it stays free of the portal's machinery (translations, query cache, dialogs),
// which the portal and auth layouts bring along themselves (ADR 0024).

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = context.get(sessionContext);
  const { supportEmail, mapTiles, chat } = serverConfig();
  const mobile = context.get(mobileContext);
  // The page request's id (server/request-id.mjs): error pages show it so support can find the log lines. A visitor's
  // page carries a placeholder instead, replaced where no cache keeps the page (entry.server.tsx).
  const requestId = isSharedPage(context) ? REQUEST_ID_PLACEHOLDER : request.headers.get("x-request-id");
  return { user, supportEmail, mapTiles, mobile, chatScript: chatLoaderScript(chat, supportEmail, mobile), requestId };
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "any" }];

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? publicText.documentTitle(publicErrorTitle(error)) : publicText.brand },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData: { chatScript } }: Route.ComponentProps) {
  // The chat widget's inline loader (ADR 0037): with the request's nonce on the server; a script React adds in the
  // browser never runs, so the client render needs none.
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <>
      <Outlet />
      {chatScript && <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: chatScript }} />}
    </>
  );
}

/** Last resort (the root itself failed, e.g. the API is down): the page-level error without the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRootData();
  const fromError =
    isRouteErrorResponse(error) && typeof (error.data as { supportEmail?: unknown } | null)?.supportEmail === "string"
      ? (error.data as { supportEmail: string }).supportEmail
      : undefined;
  const supportEmail = rootData?.supportEmail ?? fromError ?? DEFAULT_SUPPORT_EMAIL;
  const fromErrorId =
    isRouteErrorResponse(error) && typeof (error.data as { requestId?: unknown } | null)?.requestId === "string"
      ? (error.data as { requestId: string }).requestId
      : undefined;
  return (
    <div className="g-app app-no-sidebar app-standalone-error">
      <header className="g-header">
        <a className="g-header-brand" href="/">
          {publicText.brand}
        </a>
      </header>
      <main id={PUBLIC_MAIN_ID} className="g-main" tabIndex={-1}>
        <PublicErrorContent error={error} supportEmail={supportEmail} requestId={rootData?.requestId ?? fromErrorId} />
      </main>
    </div>
  );
}
