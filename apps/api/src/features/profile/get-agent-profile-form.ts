import { agentTypeNeedsOffice } from "@griya/domain/agent-office";
import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { phoneEditAllowedAfter, readPhoneLockDays } from "./phone-edit-lock.js";
import { loadProfileBaseLists } from "./profile-repository.js";
import { presentProfile } from "./profile-presenter.js";
import { findProfile } from "./profile-repository.js";

/** GET /api/agent/update-profile: the caller's own profile and every list the form needs. */
export const getAgentProfileForm: OperationHandler<"getAgentProfileForm"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const [profile, lists, lockDays] = await Promise.all([
    findProfile(db, userId),
    loadProfileBaseLists(db),
    readPhoneLockDays(db),
  ]);
  if (!profile) throw unauthorized();
  const after = phoneEditAllowedAfter(profile.phone_number_changed_at, lockDays);
  return {
    data: {
      base_data: {
        ...lists,
        agent_types: lists.agent_types.map(({ id, name, code }) => ({
          id,
          name,
          needs_office: agentTypeNeedsOffice(code),
        })),
        allow_edit_phone_number_after: after?.toISOString() ?? null,
      },
      edit_data: presentProfile(profile),
    },
  };
};
