import type { ShouldRevalidateFunctionArgs } from "react-router";

/** The `intent` of the three sales forms (kept out of the public pages' shared chunk: only two pages use them). */
export const SALES_INTENT = {
  agentInterest: "agent-interest",
  projectRegistration: "project-registration",
  findProject: "find-project",
} as const;

export type SalesIntent = (typeof SALES_INTENT)[keyof typeof SALES_INTENT];

const SALES_INTENTS: ReadonlySet<unknown> = new Set(Object.values(SALES_INTENT));

export const isSalesIntent = (intent: unknown): intent is SalesIntent => SALES_INTENTS.has(intent);

/** After a sales form is sent the page has nothing new to show (the form shows the answer): no reload. */
export function revalidateUnlessSalesForm({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return isSalesIntent(formData?.get("intent")) ? false : defaultShouldRevalidate;
}
