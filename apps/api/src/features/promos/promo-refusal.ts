import { HttpError } from "../../platform/http/http-error.js";
import type { PromoRefusal } from "./apply-promo.js";

/** A promo code that cannot be used, as HTTP: 462 with its unmet requirements. */
export function promoRefusalError(refusal: PromoRefusal): HttpError {
  return new HttpError(462, { errors: refusal.errors, requirements: refusal.requirements });
}
