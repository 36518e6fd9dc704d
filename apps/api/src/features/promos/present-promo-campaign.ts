import type { components } from "@griya/api-client/schema";
import type { PromoCampaignRow } from "./promo-campaign-repository.js";

const iso = (value: Date | string) => new Date(value).toISOString();

/** A campaign as the contract's PromoCampaign schema. */
export function presentPromoCampaign(row: PromoCampaignRow): components["schemas"]["PromoCampaign"] {
  return {
    uuid: row.uuid,
    code: row.code,
    title: row.title,
    description: row.description,
    discount_percentage: row.discount_percentage,
    discount_amount: row.discount_amount,
    valid_from: iso(row.valid_from),
    valid_until: iso(row.valid_until),
    min_slots: row.min_slots,
    min_duration_days: row.min_duration_days,
    product_kinds: row.product_kinds,
    audience: row.audience,
  };
}
