// The official loaders of the third-party chat providers (their documented embed snippets, as code): a script
// from the provider's host, which the Content-Security-Policy allows only when that provider is configured.

type ProviderWindow = Window & {
  $crisp?: unknown[];
  CRISP_WEBSITE_ID?: string;
  Tawk_API?: Record<string, unknown>;
  Tawk_LoadStart?: Date;
};

function addScript(src: string, crossOrigin?: string): void {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.charset = "UTF-8";
  if (crossOrigin) script.setAttribute("crossorigin", crossOrigin);
  document.head.appendChild(script);
}

/** Injects Crisp's or Tawk's loader once. */
export function loadChatProvider(provider: "crisp" | "tawk", siteId: string): void {
  const w = window as ProviderWindow;
  if (document.querySelector("script[data-chat-provider]")) return;
  if (provider === "crisp") {
    w.$crisp = [];
    w.CRISP_WEBSITE_ID = siteId;
    addScript("https://client.crisp.chat/l.js");
  } else {
    w.Tawk_API = w.Tawk_API ?? {};
    w.Tawk_LoadStart = new Date();
    const [property, widget = "default"] = siteId.split("/");
    addScript(`https://embed.tawk.to/${encodeURIComponent(property!)}/${encodeURIComponent(widget)}`, "*");
  }
  document.head.lastElementChild?.setAttribute("data-chat-provider", provider);
}
