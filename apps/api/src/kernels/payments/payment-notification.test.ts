import { describe, expect, it } from "vitest";
import { notificationKey, STATUS_CODES_OF, statusCodeAgrees, wholeRupiah } from "./payment-notification.js";

describe("payment notifications", () => {
  it("keys a notification by transaction, status, status code and amount", () => {
    const n = {
      order_id: "o",
      status_code: "200",
      gross_amount: "1.00",
      signature_key: "s",
      transaction_status: "settlement",
    };
    expect(notificationKey({ ...n, transaction_id: "t1" })).toBe("t1:settlement:200:1.00");
    expect(notificationKey(n)).toBe("o:settlement:200:1.00");
    expect(notificationKey({ ...n, gross_amount: "2.00" })).not.toBe(notificationKey(n));
  });

  it("believes a transaction_status only with its signed status_code", () => {
    const agrees = (transaction_status: string, status_code: string) =>
      statusCodeAgrees({ transaction_status, status_code });
    expect([agrees("settlement", "200"), agrees("capture", "200"), agrees("pending", "201")]).toEqual([
      true,
      true,
      true,
    ]);
    expect([agrees("deny", "202"), agrees("expire", "202"), agrees("expire", "407"), agrees("cancel", "200")]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([
      agrees("settlement", "201"),
      agrees("capture", "202"),
      agrees("pending", "200"),
      agrees("deny", "200"),
    ]).toEqual([false, false, false, false]);
    expect(agrees("paid", "200")).toBe(false);
    // Money moves only on 200.
    expect(STATUS_CODES_OF.settlement).toEqual(["200"]);
    expect(STATUS_CODES_OF.capture).toEqual(["200"]);
  });

  it("reads whole rupiah only", () => {
    expect(wholeRupiah("1332000.00")).toBe(1_332_000);
    expect(wholeRupiah("1332000")).toBe(1_332_000);
    expect(wholeRupiah("1332000.50")).toBeUndefined();
    expect(wholeRupiah("-1.00")).toBeUndefined();
  });
});
