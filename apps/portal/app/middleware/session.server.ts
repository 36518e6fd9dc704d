// Root middleware: loads the agent once per request, applies the route guards before any loader runs
// (docs/product/portal.md#signing-in-and-the-session), and keeps the mobile flag. Runs for documents and for client
// navigations (.data requests).
import { guardRoute } from "../lib/route-guard";
import { data, redirect, redirectDocument, type MiddlewareFunction } from "react-router";
import { currentUserQuery } from "../features/auth/queries";
import { getCurrentUser } from "../lib/api.server";
import { clearedTokenCookie, readTokenCookie } from "../lib/auth-cookie";
import { serverConfig } from "../lib/config.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { isHttps } from "../lib/cookies";
import type { CurrentUser } from "../lib/current-user";
import { mobileContext } from "../lib/mobile-context";
import { resolveMobileFlag } from "../lib/mobile-flag";
import { createQueryClient } from "../lib/query-client";
import { explainedRedirect } from "../lib/guard-reason";
import { isDocumentRequest } from "../lib/request-kind";
import { sessionExpiredResponse } from "../lib/session-expired";

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const secure = isHttps(request);
  const setCookies: string[] = [];

  const mobile = resolveMobileFlag(url, request.headers.get("cookie"), secure);
  if (mobile.setCookie) setCookies.push(mobile.setCookie);
  context.set(mobileContext, mobile.mobile);

  const queryClient = createQueryClient();
  context.set(queryClientContext, queryClient);

  let token = readTokenCookie(request);
  let user: CurrentUser | null = null;
  if (token) {
    const cookieToken = token;
    try {
      user = await queryClient.fetchQuery(currentUserQuery(() => getCurrentUser(cookieToken)));
    } catch (error) {
      // The API is down or broken: show the server-problem page rather than pretending to be logged out.
      const requestId = request.headers.get("x-request-id");
      console.error(
        `[session] request ${requestId ?? "-"}: GET /api/user-agent failed:`,
        error instanceof Error ? error.message : error,
      );
      throw data({ supportEmail: serverConfig().supportEmail, requestId }, { status: 503 });
    }
    if (!user && !isDocumentRequest(request)) {
      // The page in the browser was logged in (a client navigation or a form sent with JavaScript): the
      // session-expired dialog, whose button logs out and goes to /login.
      throw sessionExpiredResponse();
    }
    if (!user) {
      // A failed user fetch clears the token; the visitor continues logged out.
      token = null;
      setCookies.push(clearedTokenCookie({ secure }));
    }
  }
  context.set(sessionContext, { token, user });

  const decision = guardRoute(`${url.pathname}${url.search}`, user);
  if (decision.kind === "redirect") {
    const headers = new Headers();
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    // The page the agent lands on says why (lib/guard-reason.ts).
    throw decision.external
      ? redirectDocument(decision.to, { headers })
      : redirect(explainedRedirect(decision.to, url.pathname), { headers });
  }

  const response = await next();
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
};
