// Which chat widget the pages load (CHAT_PROVIDER, CHAT_SITE_ID, SUPPORT_WHATSAPP; ADR 0037): read by the page
// renderer, which hands it to the browser, and by the Content-Security-Policy, which allows a chat provider's
// hosts only when that provider is configured. Plain JS so Node runs it without a build.

import { isUuid } from "@griya/domain/uuid";

export const CHAT_PROVIDERS = ["builtin", "crisp", "tawk", "none"];

/**
 * The hosts each third-party provider's official loader needs, per CSP directive (their documented policies).
 * @type {Record<"crisp" | "tawk", { scriptSrc: string[]; connectSrc: string[]; imgSrc: string[]; frameSrc: string[]; fontSrc: string[]; styleSrc: string[]; mediaSrc: string[] }>}
 */
export const CHAT_PROVIDER_SOURCES = {
  crisp: {
    scriptSrc: ["https://client.crisp.chat", "https://settings.crisp.chat"],
    connectSrc: [
      "https://client.crisp.chat",
      "https://storage.crisp.chat",
      "wss://client.relay.crisp.chat",
      "wss://stream.relay.crisp.chat",
    ],
    imgSrc: ["https://client.crisp.chat", "https://image.crisp.chat", "https://storage.crisp.chat"],
    frameSrc: ["https://game.crisp.chat"],
    fontSrc: ["https://client.crisp.chat"],
    styleSrc: ["https://client.crisp.chat"],
    mediaSrc: ["https://client.crisp.chat"],
  },
  tawk: {
    scriptSrc: ["https://embed.tawk.to", "https://cdn.jsdelivr.net"],
    connectSrc: ["https://*.tawk.to", "wss://*.tawk.to"],
    imgSrc: ["https://*.tawk.to", "https://cdn.jsdelivr.net", "https://tawk.link"],
    frameSrc: ["https://*.tawk.to"],
    fontSrc: ["https://*.tawk.to", "https://fonts.gstatic.com"],
    styleSrc: ["https://*.tawk.to", "https://fonts.googleapis.com"],
    mediaSrc: ["https://*.tawk.to"],
  },
};

/**
 * The chat configuration of this process. crisp and tawk need CHAT_SITE_ID (Crisp: the website id, a uuid;
 * Tawk: "propertyId" or "propertyId/widgetId"); SUPPORT_WHATSAPP is the built-in panel's WhatsApp number in
 * international form without "+" (e.g. 6281234567890), optional. Throws with the problems listed, so a bad
 * value stops the start.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {import("./chat-config.d.mts").ChatConfig}
 */
export function chatConfig(env = process.env) {
  const provider = env.CHAT_PROVIDER?.trim().toLowerCase() || "builtin";
  const siteId = env.CHAT_SITE_ID?.trim() || null;
  const whatsapp = env.SUPPORT_WHATSAPP?.trim().replace(/^\+/, "") || null;
  const problems = [];
  if (!CHAT_PROVIDERS.includes(provider)) problems.push(`CHAT_PROVIDER: one of ${CHAT_PROVIDERS.join(", ")}`);
  if (provider === "crisp" && !isUuid(siteId)) {
    problems.push("CHAT_SITE_ID: the Crisp website id (a uuid) is required with CHAT_PROVIDER=crisp");
  }
  if (provider === "tawk" && !/^[0-9a-f]{24}(?:\/[0-9a-z]{6,12})?$/i.test(siteId ?? "")) {
    problems.push(
      'CHAT_SITE_ID: the Tawk property id ("propertyId" or "propertyId/widgetId") is required with CHAT_PROVIDER=tawk',
    );
  }
  if (whatsapp !== null && !/^[1-9]\d{7,14}$/.test(whatsapp)) {
    problems.push("SUPPORT_WHATSAPP: an international number of digits without +, e.g. 6281234567890");
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  const chosen = /** @type {"builtin" | "crisp" | "tawk" | "none"} */ (provider);
  return {
    provider: chosen,
    siteId: chosen === "crisp" || chosen === "tawk" ? siteId : null,
    whatsapp,
  };
}

/**
 * The CSP sources the configured provider adds, per directive; nothing for builtin and none.
 * @param {import("./chat-config.d.mts").ChatConfig} config
 */
export function chatCspSources(config) {
  if (config.provider === "crisp" || config.provider === "tawk") return CHAT_PROVIDER_SOURCES[config.provider];
  return { scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [], fontSrc: [], styleSrc: [], mediaSrc: [] };
}
