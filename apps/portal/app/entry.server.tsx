// React Router's default Node entry, plus the request's CSP nonce on every inline script and no caching of
// personal pages (ADR 0018); a visitor's page is rendered whole, its policy names its scripts' hashes and a shared
// cache may keep it (ADR 0075).
import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { ReactElement } from "react";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspForHashesContext, cspNonceContext } from "./lib/page-policy.server";
import { markPersonal } from "./lib/personal-cache";
import { REQUEST_ID_PLACEHOLDER } from "./lib/request-id-placeholder";
import { sharedCacheControl } from "./lib/shared-cache";
import { beaconPixels, viewTokensOf } from "./lib/view-beacon.server";

// server.mjs starts each request's context with its nonce or policy through the server build
// (server/security-headers.mjs).
export { loadContextWithPolicy } from "./lib/page-policy.server";

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

  const cspForHashes = loadContext.get(cspForHashesContext);
  if (cspForHashes) return renderSharedPage(request, responseStatusCode, responseHeaders, routerContext, cspForHashes);

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

/**
 * A visitor's page, the same bytes for everyone (ADR 0075): rendered whole (no streaming, so every inline script is
 * known before the headers go), with a policy naming the SHA-256 of each inline script instead of a nonce, and the
 * route's shared Cache-Control when a cache may keep it, ending with the beacons of the views it shows
 * (lib/view-beacon.server.ts). The request id an error page shows is filled in only on
 * answers no cache keeps.
 */
async function renderSharedPage(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  cspForHashes: (hashes: string[]) => string,
): Promise<Response> {
  let html = await renderWhole(<ServerRouter context={routerContext} url={request.url} />);
  const beacons = beaconPixels(viewTokensOf(routerContext.staticHandlerContext.loaderData));
  const end = html.lastIndexOf("</body>");
  if (beacons && end !== -1) html = `${html.slice(0, end)}${beacons}${html.slice(end)}`;
  const routeId = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  const cacheControl = sharedCacheControl(routeId, status, headers);
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  else html = html.replaceAll(REQUEST_ID_PLACEHOLDER, request.headers.get("x-request-id") ?? "");
  headers.set("Content-Security-Policy", cspForHashes(inlineScriptHashes(html)));
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers });
}

function renderWhole(element: ReactElement): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    // Abort after streamTimeout so rejected boundaries still have time to render their fallback.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => {
      clearTimeout(timeoutId);
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(body),
      onShellError: (error: unknown) => {
        failed = true;
        clearTimeout(timeoutId);
        reject(error instanceof Error ? error : new Error("the page shell failed to render", { cause: error }));
      },
      onError: (error: unknown) => {
        if (!failed) console.error(error);
      },
    });
  });
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The base64 SHA-256 of each inline script's text, as a policy's hash sources name them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) hashes.add(createHash("sha256").update(text!).digest("base64"));
  return [...hashes];
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
