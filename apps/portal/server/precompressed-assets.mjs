// Serves the build's .br or .gz copy of a script or stylesheet (server/precompress.mjs) to a browser that accepts
// it, with the headers and cache policy of the file itself; everything else falls through to express.static.
import { readdirSync } from "node:fs";
import path from "node:path";
import express from "express";
import { PRECOMPRESSED_TYPES } from "./precompress.mjs";

/** Server preference: brotli is smaller, gzip is understood everywhere. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];

/** The encodings an Accept-Encoding header allows (q > 0, `*` included), lower-cased. */
export function acceptedEncodings(header) {
  const accepted = new Set();
  const refused = new Set();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    (q && !(Number(q.slice(2)) > 0) ? refused : accepted).add(name);
  }
  return ENCODINGS.map(({ name }) => name).filter(
    (name) => !refused.has(name) && (accepted.has(name) || (accepted.has("*") && !refused.has(name))),
  );
}

/** URL path (from `dir`, with a leading slash) → the encodings that have a precompressed copy. */
function precompressedCopies(dir) {
  const names = new Set(
    readdirSync(dir, { recursive: true }).map((name) => `/${String(name).split(path.sep).join("/")}`),
  );
  const copies = new Map();
  for (const name of names) {
    if (!Object.hasOwn(PRECOMPRESSED_TYPES, path.posix.extname(name))) continue;
    const encodings = ENCODINGS.filter(({ suffix }) => names.has(name + suffix));
    if (encodings.length > 0) copies.set(name, encodings);
  }
  return copies;
}

/** Middleware for the static `dir`, with express.static's `options` (cache headers) applied to the copies too. */
export function precompressedAssets(dir, options) {
  const copies = precompressedCopies(dir);
  const serveStatic = express.static(dir, { ...options, fallthrough: true });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path;
    const available = copies.get(pathname);
    if (!available) return next();
    // The answer depends on Accept-Encoding from here on, whichever file is sent.
    res.vary("Accept-Encoding");
    const accepted = acceptedEncodings(req.get("accept-encoding"));
    const encoding = available.find(({ name }) => accepted.includes(name));
    if (!encoding) return next();
    const originalUrl = req.url;
    req.url = `${pathname}${encoding.suffix}`;
    // express.static keeps a Content-Type that is already set, and compression() leaves encoded answers alone.
    res.setHeader("Content-Type", PRECOMPRESSED_TYPES[path.posix.extname(pathname)]);
    res.setHeader("Content-Encoding", encoding.name);
    serveStatic(req, res, (error) => {
      req.url = originalUrl;
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next(error);
    });
  };
}
