import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { findAccountByEmail } from "./account-repository.js";

export const checkEmailExist: OperationHandler<"checkEmailExist"> = async (request) => {
  const { email } = request.query;
  await enforceRateLimit(request, "checkEmail", email.trim());
  const found = await findAccountByEmail(request.server.database.db, email);
  return { data: { exists: found !== undefined } };
};
