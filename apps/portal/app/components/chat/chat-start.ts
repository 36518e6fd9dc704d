// The chat widget's own script, imported by the page's inline loader 5 seconds after `load` (chat-loader.server.ts).
// Plain DOM, no React: it lives beside the page (any layout, any route) and adds nothing to the pages' bundles.
import type { ChatConfig } from "../../../server/chat-config.mjs";
import { mountChatPanel } from "./chat-panel";
import { loadChatProvider } from "./chat-provider-script";

/** What the inline loader hands over: the provider and what the built-in panel shows. */
export type ChatStartConfig = ChatConfig & { supportEmail: string; helpPath: string };

export function startChat(config: ChatStartConfig): void {
  if (config.provider === "crisp" || config.provider === "tawk") {
    if (config.siteId) loadChatProvider(config.provider, config.siteId);
    return;
  }
  if (config.provider === "builtin")
    mountChatPanel({ helpPath: config.helpPath, whatsapp: config.whatsapp, supportEmail: config.supportEmail });
}
