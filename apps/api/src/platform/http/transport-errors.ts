import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { MESSAGES } from "./http-error.js";

/**
 * The longest path parameter the router takes: the longest one the contract allows (an activation token, 255).
 * A longer one answers 414 before any route runs; a shorter but wrong one reaches validation (470).
 */
export const MAX_PATH_PARAM_LENGTH = 255;

/** Errors the router raises before a route is chosen, answered in the contract's `{ errors }` shape. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply.status(414).send({ errors: MESSAGES.uriTooLong });
  } else if (error.code === "FST_ERR_BAD_URL") {
    // Broken percent-encoding: no operation has such an address.
    void reply.status(404).send({ errors: MESSAGES.routeNotFound });
  } else {
    reply.log.error({ err: error }, "router error");
    void reply.status(500).send({ errors: MESSAGES.server });
  }
}

type ConnectionError = Error & { code?: string };

/** How long the rest of a refused request is read and dropped before its connection is closed. */
const DRAIN_MS = 5_000;

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (request line and headers over 16 KB, a broken
 * request, a client too slow): Fastify's default writes its own JSON; this writes the contract's `{ errors }`.
 * The rest of the request is then read and dropped for a moment: closing with bytes unread would reset the
 * connection, and a client still sending would lose the answer.
 */
function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, text] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, MESSAGES.headersTooLarge]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, MESSAGES.requestTimeout]
        : [400, MESSAGES.badRequest];
  const body = JSON.stringify({ errors: text });
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.on("error", () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}

/** Fastify options that keep answers from before routing in the contract's error shape. */
export const transportOptions = {
  routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
} satisfies FastifyServerOptions;
