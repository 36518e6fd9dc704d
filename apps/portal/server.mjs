// Production server: static assets, /api/* forwarded to the API, everything else rendered by React Router.
import "./server/production-env.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createApiProxy } from "./server/api-proxy.mjs";
import { reactRouterLoadContext, securityHeaders } from "./server/security-headers.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:3001";

const build = await import(path.join(here, "build/server/index.js"));

const app = express();
app.disable("x-powered-by");
// Behind a local reverse proxy, X-Forwarded-Proto decides whether cookies get `Secure`.
app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback, linklocal, uniquelocal");
app.use(securityHeaders());

// Before compression: API answers pass through byte for byte (the API compresses if it wants to).
app.use("/api", createApiProxy(apiUrl));

app.use(compression());
app.use(
  "/assets",
  express.static(path.join(here, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(path.join(here, "build/client"), { maxAge: "1h", index: false }));
// Route actions call the API on the visitor's behalf: the API's per-IP rate limits must see the visitor's
// address, not this server's. The chain goes on as X-Forwarded-For (the API trusts it from loopback only).
app.use((req, _res, next) => {
  req.headers["x-forwarded-for"] = [req.get("x-forwarded-for"), req.socket.remoteAddress].filter(Boolean).join(", ");
  next();
});
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: reactRouterLoadContext(build) }));

const server = app.listen(port, host, () => {
  console.log(`[portal] http://${host === "0.0.0.0" ? "localhost" : host}:${port} (API ${apiUrl})`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive sockets can hold close() open; do not wait for them forever.
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
