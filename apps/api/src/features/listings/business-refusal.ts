import { describeErrorCode, type ErrorCode } from "@griya/domain/error-codes";
import { HttpError } from "../../platform/http/http-error.js";

/** 422 BusinessRefusal (docs/product/error-codes.md) carrying the numbers the portal's dialog shows. */
export function businessRefusal(
  code: ErrorCode,
  fields: { coins_remaining: number; required_coins: number; listing_slot: number },
): HttpError {
  return new HttpError(422, { code, errors: describeErrorCode(code, fields).message, ...fields });
}
