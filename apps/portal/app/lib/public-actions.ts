import type { ShouldRevalidateFunctionArgs } from "react-router";

/** The `intent` of the public pages' small forms (the heart, the agent's contact buttons). */
export const PUBLIC_INTENT = { favourite: "favourite", contact: "contact" } as const;

/**
 * After a heart or a contact button, no loader has anything new to show (the button keeps its own state, the
 * phone number is the action's answer): the page is not reloaded, so no visit or impression is counted twice.
 */
export function revalidateUnlessPublicIntent({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const intent = formData?.get("intent");
  if (intent === PUBLIC_INTENT.favourite || intent === PUBLIC_INTENT.contact) return false;
  return defaultShouldRevalidate;
}
