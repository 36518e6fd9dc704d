// One id per incoming request, sent to the API on every call made for it and shown on the error page, so support
// can find a visitor's trouble in both logs. Plain JS so Node runs it without a build.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

/** The same check as the API's (apps/api/src/platform/http/request-id.ts): a short, harmless token. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request being handled, for the server build's API helpers (app/lib/request-id.server.ts): one store per
 * process, found under a global symbol, since the server build bundles its own copy of this module.
 * @type {AsyncLocalStorage<{ requestId: string }>}
 */
export const requestContext = (globalThis[Symbol.for("griya.requestContext")] ??= new AsyncLocalStorage());

/** @returns {{ requestId: string } | undefined} */
export function currentRequest() {
  return requestContext.getStore();
}

/** @returns {string} */
export function newRequestId() {
  return randomBytes(8).toString("hex");
}

/**
 * Keeps the X-Request-Id of a trusted proxy (TRUST_PROXY) when it is a short token, else makes one; puts it on
 * the request (the API proxy forwards it, React Router's Request carries it), on the answer, and in the context
 * the API helpers read.
 * @param {(address: string, hop: number) => boolean} trusted Express's compiled "trust proxy fn"
 * @returns {import("express").RequestHandler}
 */
export function requestId(trusted) {
  return (req, res, next) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const peer = req.socket.remoteAddress;
    const id =
      typeof incoming === "string" && SANE_ID.test(incoming) && peer && trusted(peer, 0) ? incoming : newRequestId();
    req.headers[REQUEST_ID_HEADER] = id;
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    requestContext.run({ requestId: id }, next);
  };
}
