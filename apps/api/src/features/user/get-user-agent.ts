import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { presentUser } from "./user-presenter.js";

// The auth check already read the user and membership with the session (docs/adr/0042): no query of its own.
export const getUserAgent: OperationHandler<"getUserAgent"> = async (request) => {
  const found = request.sessionUser;
  if (!found) throw unauthorized();
  return { data: presentUser(request.server.publicFiles, found.user, found.membership) };
};
