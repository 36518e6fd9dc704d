import { HttpError, validationFailed } from "../../platform/http/http-error.js";
import type { CheckoutRefusal } from "./price-checkout.js";

/** A checkout the agent cannot price, as HTTP: 470 per field for wrong input, 403 for what they may not buy. */
export function checkoutRefusalError(refusal: CheckoutRefusal): HttpError {
  return refusal.reason === "invalid"
    ? validationFailed(refusal.errors)
    : new HttpError(403, { errors: refusal.message });
}
