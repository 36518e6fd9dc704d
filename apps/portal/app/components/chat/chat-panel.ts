import { dismissChat } from "./chat-dismissal";
import styles from "./chat-panel.css?inline";
import { chatText as text } from "./chat-text";

export type ChatPanelOptions = {
  /** The help centre's search (GET ?q=). */
  helpPath: string;
  /** SUPPORT_WHATSAPP, or null: no WhatsApp link. */
  whatsapp: string | null;
  supportEmail: string;
};

type Attributes = Record<string, string>;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";

function icon(path: string, size: number): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, "svg");
  for (const [name, value] of Object.entries({
    viewBox: "0 0 24 24",
    width: String(size),
    height: String(size),
    "aria-hidden": "true",
    focusable: "false",
  })) {
    svg.setAttribute(name, value);
  }
  const shape = document.createElementNS(SVG_NS, "path");
  for (const [name, value] of Object.entries({
    d: path,
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  })) {
    shape.setAttribute(name, value);
  }
  svg.append(shape);
  return svg;
}

const BUBBLE =
  "M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z";
const CROSS = "M6 6l12 12M18 6L6 18";

/**
 * The built-in help panel: a round "Butuh bantuan?" button fixed bottom-right that opens a non-modal dialog with
 * the help centre's search (GET /help?q=), WhatsApp and e-mail. Escape closes it and the focus returns to the
 * button; "Tutup" hides the widget for 7 days. Returns how to take it off the page.
 */
export function mountChatPanel({ helpPath, whatsapp, supportEmail }: ChatPanelOptions): () => void {
  const existing = document.getElementById("chat-widget");
  if (existing) return () => existing.remove();

  const style = el("style", {}, styles);
  const panelId = "chat-panel";
  const titleId = "chat-panel-title";
  const hintId = "chat-panel-hint";
  const searchId = "chat-panel-q";

  const title = el("h2", { id: titleId, class: "chat-panel-title", tabindex: "-1" }, text.title);
  const collapse = el(
    "button",
    { type: "button", class: "chat-panel-x", "aria-label": text.collapse },
    icon(CROSS, 20),
  );
  const search = el(
    "form",
    { class: "chat-panel-search", method: "get", action: helpPath, role: "search" },
    el("label", { for: searchId, class: "g-label" }, text.searchLabel),
    el(
      "div",
      { class: "chat-panel-search-row" },
      el("input", {
        id: searchId,
        class: "g-input",
        type: "search",
        name: "q",
        maxlength: "100",
        placeholder: text.searchPlaceholder,
      }),
      el("button", { type: "submit", class: "g-button g-button--primary g-button--md" }, text.search),
    ),
  );
  const contacts = el("ul", { class: "chat-panel-contacts" });
  if (whatsapp) {
    const message = text.whatsappMessage(window.location.pathname);
    contacts.append(
      el(
        "li",
        {},
        el(
          "a",
          {
            class: "g-button g-button--secondary g-button--md chat-panel-whatsapp",
            href: `https://wa.me/${whatsapp}?text=${encodeURIComponent(message)}`,
            target: "_blank",
            rel: "noopener",
          },
          text.whatsapp,
          el("span", { class: "g-visually-hidden" }, ` ${text.newTab}`),
        ),
      ),
    );
  }
  contacts.append(
    el(
      "li",
      {},
      el(
        "a",
        { class: "g-button g-button--secondary g-button--md", href: `mailto:${supportEmail}` },
        `${text.email}: ${supportEmail}`,
      ),
    ),
  );
  const dismiss = el(
    "button",
    { type: "button", class: "g-button g-button--ghost g-button--sm", "aria-describedby": hintId },
    text.close,
  );
  const panel = el(
    "div",
    { id: panelId, class: "chat-panel", role: "dialog", "aria-modal": "false", "aria-labelledby": titleId, hidden: "" },
    el("div", { class: "chat-panel-header" }, title, collapse),
    el("p", { class: "chat-panel-intro" }, text.intro),
    search,
    contacts,
    el(
      "div",
      { class: "chat-panel-footer" },
      dismiss,
      el("span", { id: hintId, class: "chat-panel-hint" }, text.closeHint),
    ),
  );
  const launcher = el(
    "button",
    { type: "button", class: "chat-launcher", "aria-expanded": "false", "aria-controls": panelId },
    icon(BUBBLE, 24),
    el("span", { class: "chat-launcher-label" }, text.launcher),
  );
  const widget = el("div", { id: "chat-widget", class: "chat-widget" }, panel, launcher);

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    launcher.setAttribute("aria-expanded", String(open));
    if (open) title.focus();
  };
  const close = () => {
    setOpen(false);
    launcher.focus();
  };
  const remove = () => {
    widget.remove();
    style.remove();
  };
  launcher.addEventListener("click", () => (panel.hidden ? setOpen(true) : close()));
  collapse.addEventListener("click", close);
  panel.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    close();
  });
  dismiss.addEventListener("click", () => {
    dismissChat();
    remove();
  });

  document.head.append(style);
  document.body.append(widget);
  return remove;
}
