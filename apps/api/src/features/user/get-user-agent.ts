import type { RouteHandlerMethod } from "fastify";
import { authOf } from "../../auth/authenticate.js";
import { unauthorized } from "../../http/http-error.js";
import { presentUser } from "./user-presenter.js";
import { findCurrentMembership, findUserById } from "./user-repository.js";

export const getUserAgent: RouteHandlerMethod = async (request) => {
  const { db } = request.server.database;
  const { userId } = authOf(request);
  const [user, membership] = await Promise.all([findUserById(db, userId), findCurrentMembership(db, userId)]);
  if (!user) throw unauthorized();
  return { data: presentUser(user, membership) };
};
