export { applyPromo, normalizePromoCode, type PromoRefusal } from "./apply-promo.js";
export { getPromoCampaign } from "./get-promo-campaign.js";
export { listPromoCampaigns } from "./list-promo-campaigns.js";
export { promoRefusal } from "./promo-refusal.js";
