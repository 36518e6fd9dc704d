import { NotFoundError, ValidationError } from "@griya/api-client/errors";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { serverApiClient } from "../../lib/api.server";

export type ActivationOutcome =
  /** Activated now, or active already (a link opened a second time): either way the agent may log in. */
  | { status: "activated"; alreadyActive: boolean; message: string | null }
  /** Expired or unknown link: the API's own explanation when it gave one. */
  | { status: "refused"; message: string };

/**
 * GET /api/auth/email_activation/{token}: 200 activates (or says the account is already active); 404 = unknown
 * link; 470 on `token` = expired. Other failures throw (the page shows the server error).
 */
export async function activateAccount(token: string): Promise<ActivationOutcome> {
  try {
    const { data } = await serverApiClient().GET("/api/auth/email_activation/{token}", { params: { path: { token } } });
    return {
      status: "activated",
      alreadyActive: data?.data.already_active ?? false,
      message: data?.data.message ?? null,
    };
  } catch (error) {
    if (error instanceof NotFoundError) return { status: "refused", message: ERROR_MESSAGES.activationLinkInvalid };
    if (error instanceof ValidationError) {
      const message = error.errors.token?.[0] ?? Object.values(error.errors).flat()[0];
      return { status: "refused", message: message ?? ERROR_MESSAGES.activationLinkInvalid };
    }
    throw error;
  }
}
