// React Router's default Node entry, plus the request's CSP nonce on every inline script and no caching of
// personal pages (ADR 0018).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonceContext } from "./lib/csp-nonce.server";
import { markPersonal } from "./lib/personal-cache";

// server.mjs starts each request's context with its nonce through the server build (server/security-headers.mjs).
export { loadContextWithNonce } from "./lib/csp-nonce.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  markPersonal(responseHeaders, loadContext);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // <ServerRouter nonce> is the default of <Scripts>, <ScrollRestoration>, <Links> and the streamed data;
  // React's own streaming scripts take it from renderToPipeableStream.
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA mode wait for all content before the answer starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A finished <Suspense> boundary is written where it stands: React would otherwise move a large one to a
        // hidden chunk that a script reveals, and the page must read the same without JavaScript (ADR 0054).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error("the page shell failed to render", { cause: error }));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself are logged by handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Client navigations fetch the same loader data as `.data`: personal for a signed-in agent too. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  markPersonal(response.headers, context);
  return response;
};

/** Server errors are logged with the request's id (server/request-id.mjs), the one the error page shows. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(`[portal] request ${request.headers.get("x-request-id") ?? "-"}:`, error);
};
