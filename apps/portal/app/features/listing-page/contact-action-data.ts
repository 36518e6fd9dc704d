/** What the listing page's contact action answers: the agent's number, or why it cannot be shown. */
export type ContactActionData =
  | { intent: "contact"; ok: true; channel: "phone" | "whatsapp"; phoneNumber: string; whatsappUrl: string }
  | { intent: "contact"; ok: false; error: string };
