// Browser security headers for everything the portal serves (ADR 0018). Plain JS so Node runs it without a build.
import { randomBytes } from "node:crypto";
import { TOUR_360_FRAME_SOURCES } from "@griya/domain/tour-360";
import helmet, { strictTransportSecurity } from "helmet";
import { chatConfig, chatCspSources } from "./chat-config.mjs";
import { mapTileConfig } from "./map-tiles.mjs";
import { isSharedPageRequest, policyWithHashes } from "./shared-pages.mjs";

/** Where a form post may be redirected to besides this site: WhatsApp's own addresses. */
const WHATSAPP_FORM_TARGETS = ["https://wa.me", "https://api.whatsapp.com"];

/** A listing's YouTube videos: the thumbnail shown first, then the privacy-enhanced player once played. */
export const VIDEO_THUMBNAIL_SOURCES = ["https://i.ytimg.com"];
export const VIDEO_PLAYER_SOURCES = ["https://www.youtube-nocookie.com"];

/** Midtrans GoPay's QR image (its `generate-qr-code` action; QRIS methods are drawn by the portal itself). */
const PAYMENT_QR_IMAGE_SOURCES = ["https://api.midtrans.com", "https://api.sandbox.midtrans.com"];

/** A listing's 360° tour: exactly the providers the listing form accepts (packages/domain/src/tour-360.ts). */
export const TOUR_FRAME_SOURCES = [...TOUR_360_FRAME_SOURCES];

/**
 * The origin of the file CDN the API links public photos and avatars on (S3_PUBLIC_URL, read by the API too);
 * none when the API serves them itself.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function fileCdnSources(env) {
  const url = env.S3_PUBLIC_URL?.trim();
  if (!url) return [];
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) throw new Error("S3_PUBLIC_URL: must be an http(s):// URL");
  return [new URL(url).origin];
}

/**
 * The Content-Security-Policy of the portal's pages, for the map tile hosts of the configuration
 * (server/map-tiles.mjs; OpenStreetMap by default). Scripts run only from this origin or, inline, with the
 * request's nonce (React Router's hydration data and module loader, React's streaming scripts); `style-src`
 * allows inline styles because server-rendered components carry `style` attributes (progress bars, skeletons)
 * and Radix injects a `<style>` for scroll locking: styles cannot run code. A third-party chat provider
 * (server/chat-config.mjs) adds its own hosts, and only when it is the configured one.
 * @param {string[]} mapTileSources
 * @param {string[]} [fileSources] the file CDN's origin, when photos are linked there (fileCdnSources)
 * @param {import("./chat-config.d.mts").ChatCspSources} [chat]
 * @returns {Record<string, Array<string | ((req: import("node:http").IncomingMessage, res: import("express").Response) => string)>>}
 */
export function portalCspDirectives(
  mapTileSources,
  fileSources = [],
  chat = chatCspSources({ provider: "none", siteId: null, whatsapp: null }),
) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'", ...chat.connectSrc],
    fontSrc: ["'self'", "data:", ...chat.fontSrc],
    // The listing page's WhatsApp button is a form post answered with a redirect to WhatsApp, and Chromium
    // applies form-action to the redirect too (app/features/listing-page/contact-action.server.ts).
    formAction: ["'self'", ...WHATSAPP_FORM_TARGETS],
    frameAncestors: ["'none'"],
    frameSrc: [...VIDEO_PLAYER_SOURCES, ...TOUR_FRAME_SOURCES, ...chat.frameSrc],
    // data: for small images Vite inlines into CSS (Leaflet's controls) and the payment QR codes drawn on the
    // server, blob: for upload previews.
    imgSrc: [
      "'self'",
      "data:",
      "blob:",
      ...mapTileSources,
      ...VIDEO_THUMBNAIL_SOURCES,
      ...PAYMENT_QR_IMAGE_SOURCES,
      ...fileSources,
      ...chat.imgSrc,
    ],
    ...(chat.mediaSrc.length > 0 ? { mediaSrc: ["'self'", ...chat.mediaSrc] } : {}),
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`, ...chat.scriptSrc],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...chat.styleSrc],
  };
}

/**
 * Express middlewares, in order: the policy, helmet's other headers, and HSTS only when the request came over https
 * (directly or, through a trusted proxy, as X-Forwarded-Proto): HSTS on a plain-http answer is ignored anyway, and
 * sending it from a local http set-up would pin browsers to https for the next year.
 * A visitor's page (server/shared-pages.mjs) is the same bytes for everyone, so it carries no nonce: its policy names
 * the hashes of the page's inline scripts, written once the page is rendered (`res.locals.cspForHashes`, handed to
 * React Router by `reactRouterLoadContext`; ADR 0075). Any other request gets a fresh nonce (`res.locals.cspNonce`).
 * @param {NodeJS.ProcessEnv} [env] MAP_TILE_URL and S3_PUBLIC_URL decide the other hosts img-src allows, CHAT_PROVIDER the chat's.
 * @returns {import("express").RequestHandler[]}
 */
export function securityHeaders(env = process.env) {
  const directives = portalCspDirectives(
    mapTileConfig(env).imgSources,
    fileCdnSources(env),
    chatCspSources(chatConfig(env)),
  );
  const others = {
    strictTransportSecurity: false,
    xFrameOptions: { action: /** @type {const} */ ("deny") },
    // Not "no-referrer": that makes a form posted without JavaScript say `Origin: null`, and React Router refuses
    // such actions as cross-site. Same-origin requests may carry the full URL; other sites get nothing.
    referrerPolicy: { policy: /** @type {const} */ ("same-origin") },
  };
  const withNonce = helmet({ contentSecurityPolicy: { useDefaults: false, directives }, ...others });
  const withoutPolicy = helmet({ contentSecurityPolicy: false, ...others });
  /** @param {string[]} hashes */
  const cspForHashes = (hashes) => policyWithHashes(directives, hashes);
  const hsts = strictTransportSecurity();
  return [
    (req, res, next) => {
      if (isSharedPageRequest(req)) {
        res.locals.cspForHashes = cspForHashes;
        withoutPolicy(req, res, next);
        return;
      }
      res.locals.cspNonce = randomBytes(16).toString("base64");
      withNonce(req, res, next);
    },
    (req, res, next) => (req.secure ? hsts(req, res, next) : next()),
  ];
}

/**
 * `getLoadContext` for React Router's request handler: the request's context starts with its nonce or, for a
 * visitor's page, the policy for hashes, under keys app/entry.server.tsx owns (they live in the server build, so the
 * build hands out the provider).
 * @param {{ entry: { module: { loadContextWithPolicy?: (nonce: string | undefined, cspForHashes: ((hashes: string[]) => string) | undefined) => import("react-router").RouterContextProvider } } }} build
 * @returns {(req: import("express").Request, res: import("express").Response) => import("react-router").RouterContextProvider}
 */
export function reactRouterLoadContext(build) {
  const create = build.entry.module.loadContextWithPolicy;
  if (!create) throw new Error("app/entry.server.tsx must export loadContextWithPolicy");
  return (_req, res) => create(res.locals.cspNonce, res.locals.cspForHashes);
}
