import { describe, expect, it } from "vitest";
import {
  cartCookie,
  cartLineFromForm,
  cartLineOf,
  parseCart,
  readCart,
  serializeCart,
  type CartLine,
} from "./checkout-cart";

const UUID = "3f2c1a9e-8b7d-4c6e-9f10-1a2b3c4d5e6f";

describe("checkout cart", () => {
  it("round-trips lines through the cookie text", () => {
    const lines: CartLine[] = [
      { uuid: UUID, qty: 10, duration: 180, direct_activation: null },
      { uuid: UUID, qty: 1, duration: null, direct_activation: false },
    ];
    expect(parseCart(serializeCart(lines))).toEqual(lines);
  });

  it("drops malformed lines and defaults qty to 1", () => {
    expect(parseCart(`bukan-uuid|1||,${UUID}|||true,${UUID}|-5||`)).toEqual([
      { uuid: UUID, qty: 1, duration: null, direct_activation: true },
    ]);
    expect(cartLineOf({ uuid: UUID, qty: "0" })).toBeNull();
    expect(cartLineOf({ uuid: UUID, duration: "abc" })).toBeNull();
  });

  it("reads the posted Beli form", () => {
    const form = new FormData();
    form.set("uuid", UUID.toUpperCase());
    form.set("qty", "15");
    form.set("duration", "365");
    expect(cartLineFromForm(form)).toEqual({ uuid: UUID, qty: 15, duration: 365, direct_activation: null });
  });

  it("writes a cookie the server reads back, and deletes it when empty", () => {
    const header = cartCookie([{ uuid: UUID, qty: 5, duration: 90, direct_activation: null }], { secure: false });
    const cookie = header.split(";")[0]!;
    expect(readCart(cookie)).toEqual([{ uuid: UUID, qty: 5, duration: 90, direct_activation: null }]);
    expect(cartCookie([], { secure: false })).toContain("Max-Age=0");
  });
});
