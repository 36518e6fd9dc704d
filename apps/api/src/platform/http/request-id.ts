import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance } from "fastify";
import type { TrustProxy } from "./trust-proxy.js";

export const REQUEST_ID_HEADER = "x-request-id";

/** What an id from a proxy must look like to be kept: short and harmless in a log line or a header. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === "string" && SANE_ID.test(value);
}

const ID_BYTES = 8;
// Random bytes are drawn for 512 ids at a time: one call to the system's generator per request was a few percent
// of a small signed-in read (ADR 0042). Ids need to be unique, not secret.
const POOL_BYTES = ID_BYTES * 512;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** 16 hex characters: unique enough across processes, short enough to read out to support. */
function newRequestId(): string {
  if (poolOffset >= pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  poolOffset += ID_BYTES;
  return pool.toString("hex", poolOffset - ID_BYTES, poolOffset);
}

/**
 * Fastify's genReqId: keeps the X-Request-Id the portal (or another trusted proxy, API_TRUST_PROXY) sends, so
 * one id ties a page's log lines to the API's; anyone else could choose ids to confuse the logs, so theirs is
 * replaced, as is an id that is not a short token.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trustProxy === false ? () => false : proxyAddr.compile(trustProxy);
  return (req) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const peer = req.socket?.remoteAddress;
    return isSaneRequestId(incoming) && peer !== undefined && trusted(peer, 0) ? incoming : newRequestId();
  };
}

/** Every response names its request id, so a caller can quote it and support can find the log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
