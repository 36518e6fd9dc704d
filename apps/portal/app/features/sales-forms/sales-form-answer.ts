/**
 * What the sales forms' actions answer. A refusal carries the typed values back (the honeypot `website` never),
 * so a plain form post (no JavaScript) shows them again; `retry` means nothing arrived and the same values can be
 * sent again. Fields are named as the API names them.
 */
export type SalesFormAnswer =
  | { intent: string; ok: true }
  | {
      intent: string;
      ok: false;
      error?: string;
      fieldErrors?: Record<string, string[]>;
      values?: Record<string, string>;
      retry?: boolean;
    };
