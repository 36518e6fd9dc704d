import type { ShouldRevalidateFunctionArgs } from "react-router";

/** The `intent` of the public pages' small forms (the heart, the contact buttons, the enquiry and KPR forms). */
export const PUBLIC_INTENT = { favourite: "favourite", contact: "contact", enquiry: "enquiry", kpr: "kpr" } as const;

const KEEPS_PAGE: ReadonlySet<unknown> = new Set(Object.values(PUBLIC_INTENT));

/**
 * After a heart, a contact button or a sent form, no loader has anything new to show (each form keeps its own
 * state and shows the action's answer): the page is not reloaded, so no visit or impression is counted twice.
 */
export function revalidateUnlessPublicIntent({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return KEEPS_PAGE.has(formData?.get("intent")) ? false : defaultShouldRevalidate;
}
