import { refuse } from "../../platform/openapi/refusal.js";
import type { PromoRefusal } from "./apply-promo.js";

/** A promo code that cannot be used, as HTTP: 462 with its unmet requirements. */
export function promoRefusal(refusal: PromoRefusal) {
  return refuse(462, { errors: refusal.errors, requirements: refusal.requirements });
}
