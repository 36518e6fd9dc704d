import { forbidden, invalidFields } from "../../platform/openapi/refusal.js";
import type { CheckoutRefusal } from "./price-checkout.js";

/** A checkout the agent cannot price, as HTTP: 470 per field for wrong input, 403 for what they may not buy. */
export function checkoutRefusal(refusal: CheckoutRefusal) {
  return refusal.reason === "invalid" ? invalidFields(refusal.errors) : forbidden(refusal.message);
}
