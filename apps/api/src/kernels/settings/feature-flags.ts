import { effectiveFeatureFlags, type FeatureFlags } from "@griya/domain/feature-flags";
import type { FastifyInstance } from "fastify";
import type { AppDb } from "../../platform/db/client.js";
import { readAppSetting } from "./read-app-setting.js";

/** The flags in force: the stored settings (editable without a deploy) under the FEATURE_FLAGS start-up override. */
export async function featureFlags(server: FastifyInstance, db: AppDb = server.database.db): Promise<FeatureFlags> {
  const stored = await readAppSetting<Partial<FeatureFlags>>(db, "feature_flags");
  return effectiveFeatureFlags(stored, server.config.featureFlags);
}
