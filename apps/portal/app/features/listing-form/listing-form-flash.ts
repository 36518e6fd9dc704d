// What a saved form tells the form that replaces it: a new listing's first save (or a refused activation that
// kept it) moves from /listing/add to /listing/edit/{uuid}, a new route instance. Held in memory, so a reload
// of the edit page does not claim a save that did not just happen.
import type { FormStep } from "./listing-form-request";

export type FormNotice = "draftSaved" | "changesSaved" | "notActivated";
export type FormFlash = { notice: FormNotice; step: FormStep };

let pending: { uuid: string; flash: FormFlash } | null = null;

export function setFormFlash(uuid: string, flash: FormFlash): void {
  pending = { uuid, flash };
}

/** The flash left for this listing's form, without consuming it (render may run twice). */
export function peekFormFlash(uuid: string | null): FormFlash | null {
  return uuid !== null && pending?.uuid === uuid ? pending.flash : null;
}

export function clearFormFlash(): void {
  pending = null;
}
