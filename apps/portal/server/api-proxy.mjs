import http from "node:http";
import https from "node:https";
import { bearerFromCookie } from "./bearer-from-cookie.mjs";

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
 * and streams the answer back with its status and headers.
 * @param {string} apiUrl base URL of the API, e.g. http://127.0.0.1:3001
 * @returns {import("express").RequestHandler}
 */
export function createApiProxy(apiUrl) {
  const target = new URL(apiUrl);
  const transport = target.protocol === "https:" ? https : http;
  const agent = new transport.Agent({ keepAlive: true });

  return (req, res) => {
    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      headers[name] = value;
    }
    headers.host = target.host;
    headers["x-forwarded-host"] = req.get("host") ?? "";
    headers["x-forwarded-proto"] = req.protocol;
    headers["x-forwarded-for"] = [req.get("x-forwarded-for"), req.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
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
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name)) continue;
          res.setHeader(name, value);
        }
        res.status(answer.statusCode ?? 502);
        answer.pipe(res);
      },
    );

    upstream.on("error", (error) => {
      console.error(`[api-proxy] ${req.method} ${req.originalUrl}: ${error.message}`);
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.status(502).json({ errors: "Server sedang bermasalah. Silakan coba lagi nanti." });
    });
    // The browser went away: stop the upstream request too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });

    req.pipe(upstream);
  };
}
