// A listing form kept across a new login (lib/kept-forms.ts): what the form held, its step and the upload key
// of a new listing's photos. Read back defensively: it comes from the browser's storage.
import type { FormStep } from "./listing-form-request";
import { listingValuesFrom, type ListingFormValues } from "./listing-form-values";

export type KeptListing = { values: ListingFormValues; step: FormStep; formKey: string };

/** The kept form, or null when it is not one; a value of the wrong kind falls back to the empty form's. */
export function readKeptListing(kept: unknown): KeptListing | null {
  if (typeof kept !== "object" || kept === null) return null;
  const { values, step, formKey } = kept as Record<string, unknown>;
  if (typeof values !== "object" || values === null || typeof formKey !== "string") return null;
  return { values: listingValuesFrom(values as Record<string, unknown>), step: step === 2 ? 2 : 1, formKey };
}
