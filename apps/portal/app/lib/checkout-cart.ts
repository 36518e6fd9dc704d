// The checkout "cart": the product an agent chose with "Beli" on the product page, kept in a cookie so it
// survives reloads and the sidebar's "Checkout" link finds it. Nothing secret: uuids and numbers only, and
// the browser clears it after the order is placed (so it is not httpOnly). The API prices and checks it.
import { isUuid } from "@griya/domain/uuid";
import { readCookie, serializeCookie } from "./cookies";

const CART_COOKIE_NAME = "griya_checkout";
const CART_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** A line as POST /api/orders/get_checkout and POST /api/orders take it. */
export type CartLine = {
  uuid: string;
  qty: number;
  /** Days (listing slots), else null. */
  duration: number | null;
  /** Renewals: true starts at payment, false after the current term; else null. */
  direct_activation: boolean | null;
};

/** Field names of the "Beli" form (product page → POST /checkout). */
export const CART_FIELDS = {
  intent: "intent",
  uuid: "uuid",
  qty: "qty",
  duration: "duration",
  directActivation: "direct_activation",
} as const;

export const CART_INTENTS = { add: "add", clear: "clear" } as const;

const MAX_QTY = 100_000;

function positiveInt(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

function booleanOrNull(text: string | null | undefined): boolean | null {
  if (text === "true") return true;
  if (text === "false") return false;
  return null;
}

/** A line from raw texts, or null when the shape is wrong (the API checks the business rules). */
export function cartLineOf(raw: {
  uuid: string | null | undefined;
  qty?: string | null;
  duration?: string | null;
  direct_activation?: string | null;
}): CartLine | null {
  const uuid = raw.uuid?.trim() ?? "";
  if (!isUuid(uuid)) return null;
  const qty = raw.qty ? positiveInt(raw.qty) : 1;
  if (qty === null || qty > MAX_QTY) return null;
  const duration = raw.duration ? positiveInt(raw.duration) : null;
  if (raw.duration && duration === null) return null;
  return { uuid: uuid.toLowerCase(), qty, duration, direct_activation: booleanOrNull(raw.direct_activation) };
}

/** "uuid|qty|duration|direct" lines joined by ","; empty parts for null. */
export function serializeCart(lines: readonly CartLine[]): string {
  return lines
    .map((line) =>
      [
        line.uuid,
        line.qty,
        line.duration ?? "",
        line.direct_activation === null ? "" : String(line.direct_activation),
      ].join("|"),
    )
    .join(",");
}

export function parseCart(text: string | null | undefined): CartLine[] {
  if (!text) return [];
  const lines: CartLine[] = [];
  for (const part of text.split(",").slice(0, 20)) {
    const [uuid, qty, duration, direct] = part.split("|");
    const line = cartLineOf({ uuid, qty, duration, direct_activation: direct });
    if (line) lines.push(line);
  }
  return lines;
}

/** Lines from the form the product page's "Beli" posts. */
export function cartLineFromForm(form: FormData): CartLine | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  return cartLineOf({
    uuid: text(CART_FIELDS.uuid),
    qty: text(CART_FIELDS.qty),
    duration: text(CART_FIELDS.duration),
    direct_activation: text(CART_FIELDS.directActivation),
  });
}

export function readCart(cookieHeader: string | null | undefined): CartLine[] {
  return parseCart(readCookie(cookieHeader, CART_COOKIE_NAME));
}

export function cartCookie(lines: readonly CartLine[], { secure }: { secure: boolean }): string {
  if (lines.length === 0) return clearedCartCookie({ secure });
  return serializeCookie(CART_COOKIE_NAME, serializeCart(lines), {
    path: "/",
    sameSite: "Lax",
    secure,
    maxAge: CART_MAX_AGE_SECONDS,
  });
}

export function clearedCartCookie({ secure }: { secure: boolean }): string {
  return serializeCookie(CART_COOKIE_NAME, "", { path: "/", sameSite: "Lax", secure, maxAge: 0 });
}

/** In the browser, after the order is placed (document.cookie: the cookie is not httpOnly). */
export function clearCartInBrowser(): void {
  if (typeof document === "undefined") return;
  document.cookie = clearedCartCookie({ secure: window.location.protocol === "https:" });
}
