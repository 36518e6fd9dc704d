import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { readAppSetting } from "../../kernels/settings/read-app-setting.js";

export type ReferralSettings = { reward_coins: number; validity_days: number };

/** GET /api/referral_benefits: the reward each side of a referral receives, from app_settings.referral. */
export const getReferralBenefits: OperationHandler<"getReferralBenefits"> = async (request) => {
  const s = await readAppSetting<ReferralSettings>(request.server.database.db, "referral");
  return { data: { coins: s.reward_coins, validity_days: s.validity_days } };
};
