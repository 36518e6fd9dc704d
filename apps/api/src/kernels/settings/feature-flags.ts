import { effectiveFeatureFlags, type FeatureFlags } from "@griya/domain/feature-flags";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDb } from "../../platform/db/client.js";
import { HttpError } from "../../platform/http/http-error.js";
import { readAppSetting } from "./read-app-setting.js";

/** The flags in force: the stored settings (editable without a deploy) under the FEATURE_FLAGS start-up override. */
export async function featureFlags(server: FastifyInstance, db: AppDb = server.database.db): Promise<FeatureFlags> {
  const stored = await readAppSetting<Partial<FeatureFlags>>(db, "feature_flags");
  return effectiveFeatureFlags(stored, server.config.featureFlags);
}

/**
 * Every Recommended Listing call, and the listing picker that moves a boost (a listings operation), answers 403
 * while enableRecommendedListing is off.
 */
export async function assertRecommendedEnabled(request: FastifyRequest): Promise<void> {
  if (!(await featureFlags(request.server)).enableRecommendedListing) {
    throw new HttpError(403, { errors: "Fitur Recommended Listing belum tersedia." });
  }
}
