import type { ChatConfig } from "../../../server/chat-config.mjs";
import { CHAT_DISMISSED_KEY } from "./chat-dismissal";
import type { ChatStartConfig } from "./chat-start";
import { PUBLIC_PATHS } from "../../public-paths";

/** The widget loads 5 seconds after the page has loaded (docs/product/marketplace.md#help-centre). */
export const CHAT_DELAY_MS = 5000;

/**
 * Where the widget's own script is: a file of its own beside the build's assets (vite.config.ts emits it), or
 * the source under the development server.
 */
export const CHAT_WIDGET_FILE = "/chat-widget.js";
const CHAT_WIDGET_URL = import.meta.env.DEV ? "/app/components/chat/chat-start.ts" : CHAT_WIDGET_FILE;

/**
 * The tiny inline loader the page carries instead of the widget (ADR 0037): after the `load` event and 5
 * seconds it imports the widget's script, unless the visitor closed the built-in panel less than 7 days ago.
 * Nothing at all for CHAT_PROVIDER=none or the app look (`?mobile=true`). The page's JavaScript stays as it
 * was, so the widget costs the public pages' Lighthouse score nothing at load.
 */
export function chatLoaderScript(chat: ChatConfig, supportEmail: string, mobile: boolean): string | null {
  if (mobile || chat.provider === "none") return null;
  const config: ChatStartConfig = { ...chat, supportEmail, helpPath: PUBLIC_PATHS.help };
  // JSON inside a script element: "<" could close it.
  const json = JSON.stringify(config).replaceAll("<", "\\u003c");
  const closed =
    chat.provider === "builtin"
      ? `Number(localStorage.getItem(${JSON.stringify(CHAT_DISMISSED_KEY)}))>Date.now()`
      : "false";
  return (
    `addEventListener("load",function(){setTimeout(function(){` +
    `try{if(${closed})return}catch(e){}` +
    `import(${JSON.stringify(CHAT_WIDGET_URL)}).then(function(m){m.startChat(${json})})` +
    `},${CHAT_DELAY_MS})},{once:true});`
  );
}
