import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { featureFlags } from "../../kernels/settings/feature-flags.js";
import { readAllowLists } from "./public-config-repository.js";

/** Feature flags and allow-lists come from app_settings, so they can be changed without a deploy; FEATURE_FLAGS overrides the flags. */
export const getPublicConfig: OperationHandler<"getPublicConfig"> = async (request) => {
  const allowLists = await readAllowLists(request.server.database.db);
  return {
    data: {
      feature_flags: await featureFlags(request.server),
      // Seeded with the setup: a missing row is a setup bug the answer's check reports.
      allow_lists: allowLists!,
      support_email: request.server.config.supportEmail,
    },
  };
};
