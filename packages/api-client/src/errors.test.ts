import { describe, expect, it } from "vitest";
import {
  ApiError,
  BusinessError,
  ForbiddenError,
  NotFoundError,
  PromoError,
  RateLimitError,
  ServerError,
  UnauthorizedError,
  ValidationError,
  toApiError,
} from "./errors.js";

describe("toApiError", () => {
  it("keeps the 470 errors map for the form", () => {
    const e = toApiError(470, { message: "Periksa kembali", errors: { email: ["Format email tidak valid."] } });
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).errors.email).toEqual(["Format email tidak valid."]);
    expect(e.message).toBe("Periksa kembali");
  });

  it("keeps the promo requirements of a 462", () => {
    const e = toApiError(462, { errors: "Kode promo tidak berlaku", requirements: ["Minimal 50 slot"] });
    expect(e).toBeInstanceOf(PromoError);
    expect((e as PromoError).requirements).toEqual(["Minimal 50 slot"]);
  });

  it("reads a business refusal's code and numbers", () => {
    const e = toApiError(422, { code: 1001, errors: "Koin tidak mencukupi", coins_remaining: 3, required_coins: 5 });
    expect(e).toBeInstanceOf(BusinessError);
    expect((e as BusinessError).code).toBe(1001);
    expect((e as BusinessError).fields).toEqual({ coins_remaining: 3, required_coins: 5, listing_slot: undefined });
  });

  it.each([
    [401, UnauthorizedError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [429, RateLimitError],
    [500, ServerError],
    [503, ServerError],
    [460, ApiError],
    [422, ApiError],
  ])("maps %i to %o", (status, cls) => {
    const e = toApiError(status, { errors: "teks" });
    expect(e).toBeInstanceOf(cls);
    expect(e.status).toBe(status);
    expect(e.message).toBe("teks");
  });
});
