import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { consumeLink, findLink } from "../../kernels/auth/one-time-links.js";
import { invalidField, notFound } from "../../platform/openapi/refusal.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { activateAccount, findAccountById } from "./account-repository.js";

/** The link was used before (by this request's twin, or days ago): the account is active, which is what the agent
 * came for, so the answer says so rather than refusing. */
const alreadyActive = () => ({ data: { message: ACCOUNT_MESSAGES.activationUsed, already_active: true } });

/**
 * GET /api/auth/email_activation/{token}: 404 unknown, 200 `already_active` for a used link or an active account,
 * 470 on `token` for an expired link, else activates.
 */
export const activateEmail: OperationHandler<"activateEmail"> = async (request) => {
  const { token } = request.params;
  const { db } = request.server.database;
  const link = await findLink(db, token, "activation");
  if (!link) return notFound(ACCOUNT_MESSAGES.activationUnknown);
  const user = await findAccountById(db, link.user_id);
  if (!user) return notFound(ACCOUNT_MESSAGES.activationUnknown);
  if (link.used_at !== null || user.email_verified_at !== null) return alreadyActive();
  if (link.expired) return invalidField("token", ACCOUNT_MESSAGES.activationExpired);

  const activated = await db.transaction(async (tx) => {
    if (!(await consumeLink(tx, link.id))) return false;
    await activateAccount(tx, user.id);
    return true;
  });
  // Another request used the link between our read and our write: it activated the account.
  if (!activated) return alreadyActive();
  return { data: { message: ACCOUNT_MESSAGES.activated, already_active: false } };
};
