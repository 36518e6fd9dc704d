/** The fields a visitor fills in the enquiry and KPR forms (the honeypot `website` is never echoed back). */
export type LeadField = "name" | "email" | "phone" | "message";

/**
 * What the enquiry and KPR actions answer. A refusal carries the typed values back, so a plain form post (no
 * JavaScript) shows them again; `retry` means the message never arrived and the same values can be sent again.
 */
export type LeadAnswer =
  | { intent: string; ok: true }
  | {
      intent: string;
      ok: false;
      error?: string;
      fieldErrors?: Partial<Record<LeadField, string[]>>;
      values?: Partial<Record<LeadField, string>>;
      retry?: boolean;
    };
