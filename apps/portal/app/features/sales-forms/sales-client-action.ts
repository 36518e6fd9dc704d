import type { ClientActionFunctionArgs } from "react-router";
import { PUBLIC_INTENT } from "../../lib/public-actions";
import { salesFormText } from "../../locales/sales-forms-public";
import type { SalesFormAnswer } from "./sales-form-answer";

const SALES_INTENTS: ReadonlySet<unknown> = new Set([
  PUBLIC_INTENT.agentInterest,
  PUBLIC_INTENT.projectRegistration,
  PUBLIC_INTENT.findProject,
]);

/**
 * The `clientAction` of the pages with a sales form. A post that never reaches the server would go to the
 * route's error page and take the typed values with it; it becomes an answer that keeps the form on screen and
 * offers "Coba lagi".
 */
export async function keepSalesFormOnFailure({ request, serverAction }: ClientActionFunctionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction();
  } catch (error) {
    if (!SALES_INTENTS.has(intent)) throw error;
    return { intent: String(intent), ok: false, error: salesFormText.offline, retry: true } satisfies SalesFormAnswer;
  }
}
