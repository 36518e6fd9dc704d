import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { invalidFields } from "../../platform/openapi/refusal.js";
import { presentProfile } from "./profile-presenter.js";
import { findProfile, saveProfile } from "./profile-repository.js";
import { validateProfile } from "./validate-profile.js";

/** POST /api/agent/update-profile: replaces the caller's editable profile (e-mail and phone excepted). */
export const updateAgentProfile: OperationHandler<"updateAgentProfile"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const result = await validateProfile(db, userId, request.body);
  if (!result.ok) return invalidFields(result.errors);
  await saveProfile(db, userId, result.input);
  const profile = await findProfile(db, userId);
  if (!profile) throw unauthorized();
  return { data: presentProfile(profile) };
};
