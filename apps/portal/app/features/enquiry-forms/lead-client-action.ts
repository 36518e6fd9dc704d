import type { ClientActionFunctionArgs } from "react-router";
import { PUBLIC_INTENT } from "../../lib/public-actions";
import type { LeadAnswer } from "./lead-answer";

const OFFLINE =
  "Pesan belum terkirim: koneksi internet terputus. Isian Anda tetap di sini; periksa koneksi lalu tekan Coba lagi.";

/**
 * The `clientAction` of the pages with an enquiry or KPR form. A post that never reaches the server would go to
 * the route's error page and take the typed values with it; for these forms it becomes an answer that keeps
 * the form on screen and offers "Coba lagi". Other posts (the contact buttons) fail as before.
 */
export async function keepLeadFormOnFailure({ request, serverAction }: ClientActionFunctionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction();
  } catch (error) {
    if (intent !== PUBLIC_INTENT.enquiry && intent !== PUBLIC_INTENT.kpr) throw error;
    return { intent, ok: false, error: OFFLINE, retry: true } satisfies LeadAnswer;
  }
}
