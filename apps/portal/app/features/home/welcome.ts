// The new agent's welcome on the home, shared by its component and its server module (welcome.server.ts).

/** The form intent of "Tutup sambutan", posted to the home's action. */
export const WELCOME_DISMISS_INTENT = "dismiss-welcome";

/** What the Trial gives, as the catalogue says today (never a number written in the page). */
export type WelcomeTrial = { listingSlots: number; bonusCoins: number; durationDays: number };
