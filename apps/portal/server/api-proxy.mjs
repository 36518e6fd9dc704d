import http from "node:http";
import https from "node:https";
import { bearerFromCookie } from "./bearer-from-cookie.mjs";
import { clientAddress } from "./client-address.mjs";
import { discardBody, refuse, REFUSALS } from "./refusal.mjs";

const MB = 1024 * 1024;
/**
 * The largest bodies the API takes (apps/api: bodyLimit 1 MB; one uploaded file of up to 10 MB, upload-limits.ts)
 * plus room for the multipart envelope. Larger ones are refused here, before a byte is sent: the API would stop
 * reading and close while the body is still streaming, which left the answer to chance.
 */
export const API_BODY_LIMITS = { body: 1 * MB, upload: 10 * MB + 64 * 1024 };

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and must not be forwarded.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Express handler that streams a request to the API unchanged (method, path, query, headers, body)
 * and streams the answer back with its status and headers. X-Forwarded-For is the client address this
 * server determined (TRUST_PROXY), never a chain the client sent.
 * @param {string} apiUrl base URL of the API, e.g. http://127.0.0.1:3001
 * @param {{ limits?: { body: number, upload: number } }} [options]
 * @returns {import("express").RequestHandler}
 */
export function createApiProxy(apiUrl, { limits = API_BODY_LIMITS } = {}) {
  const target = new URL(apiUrl);
  const transport = target.protocol === "https:" ? https : http;
  const agent = new transport.Agent({ keepAlive: true });

  return (req, res) => {
    const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    const limit = type === "multipart/form-data" ? limits.upload : limits.body;
    if (Number(req.headers["content-length"] ?? 0) > limit) {
      refuse(req, res, 413, REFUSALS.tooLarge, { json: true });
      return;
    }

    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      headers[name] = value;
    }
    headers.host = target.host;
    headers["x-forwarded-host"] = req.get("host") ?? "";
    headers["x-forwarded-proto"] = req.protocol;
    headers["x-forwarded-for"] = clientAddress(req);
    const bearer = bearerFromCookie(req.headers.authorization, req.headers.cookie);
    if (bearer) headers.authorization = bearer;

    const upstream = transport.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: `${target.pathname.replace(/\/$/, "")}${req.originalUrl}`,
        headers,
        agent,
      },
      (answer) => {
        answered = answer;
        // The API may answer before it has read the whole body (a refusal): stop sending it and drop the rest,
        // so the client's connection stays in step for its next request.
        req.unpipe(upstream);
        discardBody(req, res);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name)) continue;
          res.setHeader(name, value);
        }
        res.status(answer.statusCode ?? 502);
        answer.pipe(res);
        // A request left half-sent must not go back into the keep-alive pool.
        answer.on("end", () => {
          if (!upstream.writableFinished) upstream.destroy();
        });
      },
    );
    /** @type {import("node:http").IncomingMessage | undefined} */
    let answered;
    let sent = 0;
    req.on("data", (chunk) => (sent += chunk.length));

    upstream.on("error", (error) => {
      // Writing the rest of a body the API no longer reads fails once it closes; its answer is what counts.
      if (answered?.complete) return;
      console.error(
        `[api-proxy] ${req.method} ${req.originalUrl} (request ${req.headers["x-request-id"] ?? "-"}): ${error.message}`,
      );
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      req.unpipe(upstream);
      // The API cut the connection while more than its smallest body limit was still coming in: it refused
      // the size (closing before its answer could be read), which is no server failure.
      const cutOff = !upstream.writableFinished && sent > limits.body && ["EPIPE", "ECONNRESET"].includes(error.code);
      if (cutOff) refuse(req, res, 413, REFUSALS.tooLarge, { json: true });
      else refuse(req, res, 502, REFUSALS.badGateway, { json: true });
    });
    // The browser went away: stop the upstream request too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });

    req.pipe(upstream);
  };
}
