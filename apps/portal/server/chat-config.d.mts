export type ChatProvider = "builtin" | "crisp" | "tawk" | "none";

export type ChatConfig = {
  provider: ChatProvider;
  /** Crisp's website id or Tawk's "propertyId[/widgetId]"; null for builtin and none. */
  siteId: string | null;
  /** The built-in panel's WhatsApp number (digits, international), or null: no WhatsApp link. */
  whatsapp: string | null;
};

export type ChatCspSources = {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
  fontSrc: string[];
  styleSrc: string[];
  mediaSrc: string[];
};

export declare const CHAT_PROVIDERS: ChatProvider[];
export declare const CHAT_PROVIDER_SOURCES: Record<"crisp" | "tawk", ChatCspSources>;

/** CHAT_PROVIDER, CHAT_SITE_ID, SUPPORT_WHATSAPP of this process; throws on a bad configuration. */
export function chatConfig(env?: NodeJS.ProcessEnv): ChatConfig;

/** The CSP sources the configured provider needs (none for builtin and none). */
export function chatCspSources(config: ChatConfig): ChatCspSources;
