import { chatConfig, type ChatConfig } from "../../server/chat-config.mjs";
import { mapTileConfig } from "../../server/map-tiles.mjs";
import type { MapTileSource } from "./map-tile-source";
import { DEFAULT_SUPPORT_EMAIL } from "./support-email";

export type ServerConfig = {
  /** Base URL of apps/api as seen from this server. */
  apiUrl: string;
  supportEmail: string;
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION (OpenStreetMap by default), for the browser's maps. */
  mapTiles: MapTileSource;
  /** CHAT_PROVIDER, CHAT_SITE_ID, SUPPORT_WHATSAPP: the chat widget every page loads (ADR 0037). */
  chat: ChatConfig;
};

// Read on each call: tests and the e2e web servers set the environment before the first request.
export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    apiUrl: (env.API_URL ?? "http://127.0.0.1:3001").replace(/\/+$/, ""),
    supportEmail: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
    mapTiles: (({ url, attribution }) => ({ url, attribution }))(mapTileConfig(env)),
    chat: chatConfig(env),
  };
}
