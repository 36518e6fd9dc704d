// Production server: static assets, /api/* forwarded to the API, everything else rendered by React Router.
import "./server/production-env.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { admissionLimits, admitPageRenders } from "./server/admission.mjs";
import { createApiProxy } from "./server/api-proxy.mjs";
import { answerClientError } from "./server/client-error.mjs";
import { reactRouterLoadContext, securityHeaders } from "./server/security-headers.mjs";
import { forwardClientAddress } from "./server/client-address.mjs";
import { guardPageRequests } from "./server/page-request-guard.mjs";
import { precompressedAssets } from "./server/precompressed-assets.mjs";
import { requestId } from "./server/request-id.mjs";
import { gracefulClose } from "./server/shutdown.mjs";
import { trustProxySetting } from "./server/trust-proxy.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
// This machine only unless HOST says otherwise (e.g. 0.0.0.0 behind a reverse proxy on another host).
const host = process.env.HOST || "127.0.0.1";
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:3001";
const admission = admissionLimits(process.env);

const build = await import(path.join(here, "build/server/index.js"));

const app = express();
app.disable("x-powered-by");
// Only the proxies TRUST_PROXY names may set the client address and X-Forwarded-Proto (cookies' `Secure`).
app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
app.use(securityHeaders());
// Every request gets its id first, so the API calls made for it and its error page name the same one.
app.use(requestId(app.get("trust proxy fn")));

// Before compression: API answers pass through byte for byte (the API compresses if it wants to).
app.use("/api", createApiProxy(apiUrl));

app.use(compression());
const assetsDir = path.join(here, "build/client/assets");
const assetCaching = { immutable: true, maxAge: "1y", index: false };
// Scripts and stylesheets go out as the build's brotli or gzip copy; the rest is compressed on the fly.
app.use("/assets", precompressedAssets(assetsDir, assetCaching));
app.use("/assets", express.static(assetsDir, assetCaching));
app.use(express.static(path.join(here, "build/client"), { maxAge: "1h", index: false }));
app.use(guardPageRequests());
// Renders are what costs: past the limit the next page is refused at once (503) rather than queued.
app.use(admitPageRenders(admission));
// Route actions call the API on the visitor's behalf: the API must see the visitor's address, not this server's.
app.use(forwardClientAddress);
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: reactRouterLoadContext(build) }));

const server = app.listen(port, host, () => {
  console.log(`[portal] http://${host === "0.0.0.0" ? "localhost" : host}:${port} (API ${apiUrl})`);
});
// Over-long addresses or headers (Node's 16 KB limit), broken or too slow requests: an answer with a body.
server.on("clientError", answerClientError);

// In-flight page renders and API answers finish before the process exits (SHUTDOWN_TIMEOUT_MS at most).
const shutdown = gracefulClose(server, { timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000) });
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, shutdown);
