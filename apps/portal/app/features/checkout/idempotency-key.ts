// One key per checkout attempt (this page visit and cart): POST /api/orders answers a repeat of the same order
// under the same key with the first order, so a double click or a retry never places two orders.

/** 32 hex characters from the browser's (or Node's) random source; crypto.randomUUID needs a secure context. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
