import type { RouteHandlerMethod } from "fastify";
import { authOf } from "../../auth/authenticate.js";
import { unauthorized } from "../../http/http-error.js";
import { presentUser } from "./user-presenter.js";
import { findUserWithMembership } from "./user-repository.js";

export const getUserAgent: RouteHandlerMethod = async (request) => {
  const found = await findUserWithMembership(request.server.database.db, authOf(request).userId);
  if (!found) throw unauthorized();
  return { data: presentUser(request.server.publicFiles, found.user, found.membership) };
};
