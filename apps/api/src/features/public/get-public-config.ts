import type { UntypedHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows-of.js";
import { featureFlags } from "./feature-flags.js";

/** Feature flags and allow-lists come from app_settings, so they can be changed without a deploy; FEATURE_FLAGS overrides the flags. */
export const getPublicConfig: UntypedHandler = async (request) => {
  const rows = await rowsOf<{ key: string; value: unknown }>(request.server.database.db, 
    sql`SELECT key, value FROM app_settings WHERE key = 'allow_lists'`,
  );
  const settings = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return {
    data: {
      feature_flags: await featureFlags(request.server),
      allow_lists: settings.allow_lists,
      support_email: request.server.config.supportEmail,
    },
  };
};
