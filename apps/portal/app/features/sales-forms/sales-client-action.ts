import type { ClientActionFunctionArgs } from "react-router";
import { salesFormText } from "../../locales/sales-forms-public";
import type { SalesFormAnswer } from "./sales-form-answer";
import { isSalesIntent } from "./sales-intent";

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
    if (!isSalesIntent(intent)) throw error;
    return { intent, ok: false, error: salesFormText.offline, retry: true } satisfies SalesFormAnswer;
  }
}
