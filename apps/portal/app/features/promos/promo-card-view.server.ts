import { formatDate, formatRupiah } from "@griya/domain/format";
import {
  minDurationRequirement,
  minSlotsRequirement,
  productKindsRequirement,
  PROJECT_DISCOUNT_REQUIREMENT,
} from "@griya/domain/promo";
import { checkoutWithPromoPath } from "../../lib/chosen-promo";
import { pathTo } from "../../paths";
import type { PromoCardView } from "./promo-card-view";
import type { PromoCampaign } from "./promos-api.server";

/**
 * A campaign as its card shows it. The conditions use the same words as the checkout's 462 answer, so an
 * agent reads the same requirement before and after trying the code. valid_until is exclusive: the last day
 * shown is the one of the instant before it.
 */
export function promoCardView(campaign: PromoCampaign, now: Date): PromoCardView {
  const benefit =
    campaign.discount_percentage !== null
      ? `Diskon ${campaign.discount_percentage}%`
      : `Potongan ${formatRupiah(campaign.discount_amount ?? 0)}`;
  const conditions = [
    ...(campaign.min_slots !== null ? [minSlotsRequirement(campaign.min_slots)] : []),
    ...(campaign.min_duration_days !== null ? [minDurationRequirement(campaign.min_duration_days)] : []),
    ...(campaign.product_kinds !== null ? [productKindsRequirement(campaign.product_kinds)] : []),
    ...(campaign.audience === "PROJECT_DISCOUNTS" ? [PROJECT_DISCOUNT_REQUIREMENT] : []),
  ];
  const end = new Date(campaign.valid_until);
  return {
    uuid: campaign.uuid,
    code: campaign.code,
    title: campaign.title,
    description: campaign.description,
    benefit,
    conditions,
    projectOffer: campaign.audience === "PROJECT_DISCOUNTS",
    until: formatDate(new Date(end.getTime() - 1)),
    untilIso: end.toISOString(),
    ended: end.getTime() <= now.getTime(),
    useHref: checkoutWithPromoPath(campaign.code),
    detailHref: pathTo("promo", { uuid: campaign.uuid }),
  };
}
