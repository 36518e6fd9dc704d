import { STATUS_CODES, maxHeaderSize } from "node:http";
import { refusalPage } from "./refusal.mjs";

/** Indonesian texts of the requests Node's HTTP parser refuses before Express sees them. */
export const CLIENT_ERRORS = {
  uriTooLong: "Alamat yang Anda minta terlalu panjang.",
  headersTooLarge: "Alamat atau header permintaan terlalu besar.",
  requestTimeout: "Permintaan terlalu lama dikirim. Silakan coba lagi.",
  badRequest: "Permintaan tidak dapat dibaca.",
};

/** How long the rest of a refused request is read and dropped before its connection is closed. */
export const DRAIN_MS = 5_000;

const REQUEST_LINE = /^[A-Z]+ (\S*)/;

/**
 * The status and text for a parser error. Node counts the request line in its header limit: for a page, when the
 * packet the parser refused holds the start of the request and its first line does not end within the limit, not
 * even the address fit (414). Otherwise the headers are too large, or the refused packet is a later part of the request and cannot
 * tell which: 431, whose text names both. For /api the answer is the API's own for the same request (431 either
 * way, as its contract says).
 * @param {Error & { code?: string, rawPacket?: Buffer }} error
 * @param {boolean} api
 */
export function clientErrorAnswer(error, api) {
  if (error.code === "HPE_HEADER_OVERFLOW") {
    const received = error.rawPacket?.toString("latin1") ?? "";
    const lineEnd = received.indexOf("\r\n");
    const addressTooLong = !api && REQUEST_LINE.test(received) && (lineEnd === -1 || lineEnd > maxHeaderSize);
    return addressTooLong
      ? { status: 414, text: CLIENT_ERRORS.uriTooLong }
      : { status: 431, text: CLIENT_ERRORS.headersTooLarge };
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, text: CLIENT_ERRORS.requestTimeout };
  return { status: 400, text: CLIENT_ERRORS.badRequest };
}

/**
 * Node's `clientError` handler: answers in the shape of what was asked, never an empty body. A request for
 * /api/… gets the API contract's `{ "errors": "…" }` as JSON; anything else (a page) the small Indonesian page
 * of the other refusals. The rest of the request is then read and dropped for a moment before the connection
 * closes: closing with bytes unread would reset it, and the client would lose the answer.
 * @param {Error & { code?: string, rawPacket?: Buffer }} error
 * @param {import("node:net").Socket} socket
 */
export function answerClientError(error, socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const target = REQUEST_LINE.exec(error.rawPacket?.toString("latin1") ?? "")?.[1] ?? "";
  const api = target === "/api" || target.startsWith("/api/") || target.startsWith("/api?");
  const { status, text } = clientErrorAnswer(error, api);
  const body = api ? JSON.stringify({ errors: text }) : refusalPage(text);
  const type = api ? "application/json; charset=utf-8" : "text/html; charset=utf-8";
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${type}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.on("error", () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}
