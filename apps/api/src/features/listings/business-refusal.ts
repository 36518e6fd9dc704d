import { describeErrorCode, type ErrorCode } from "@griya/domain/error-codes";
import { refuse } from "../../platform/openapi/refusal.js";

/** 422 BusinessRefusal (docs/product/error-codes.md) carrying the numbers the portal's dialog shows. */
export function businessRefusal(
  code: ErrorCode,
  fields: { coins_remaining: number; required_coins: number; listing_slot: number },
) {
  return refuse(422, { code, errors: describeErrorCode(code, fields).message, ...fields });
}
