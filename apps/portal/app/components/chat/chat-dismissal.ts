// "Tutup" on the chat widget hides it for 7 days in this browser (localStorage, so nothing reaches the server).
// The e2e fixture writes the same entry so the bubble never covers what other journeys click.

export const CHAT_DISMISSED_KEY = "griya_chat_dismissed_until";
const CHAT_DISMISS_DAYS = 7;

export function dismissChat(now = Date.now()): void {
  try {
    window.localStorage.setItem(CHAT_DISMISSED_KEY, String(now + CHAT_DISMISS_DAYS * 86_400_000));
  } catch {
    // Private mode without storage: hidden for this page only.
  }
}
