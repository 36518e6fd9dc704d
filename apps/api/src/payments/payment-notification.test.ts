import { describe, expect, it } from "vitest";
import { notificationKey, wholeRupiah } from "./payment-notification.js";

describe("payment notifications", () => {
  it("keys a notification by transaction, status and status code", () => {
    const n = { order_id: "o", status_code: "200", gross_amount: "1.00", signature_key: "s", transaction_status: "settlement" };
    expect(notificationKey({ ...n, transaction_id: "t1" })).toBe("t1:settlement:200");
    expect(notificationKey(n)).toBe("o:settlement:200");
  });

  it("reads whole rupiah only", () => {
    expect(wholeRupiah("1332000.00")).toBe(1_332_000);
    expect(wholeRupiah("1332000")).toBe(1_332_000);
    expect(wholeRupiah("1332000.50")).toBeUndefined();
    expect(wholeRupiah("-1.00")).toBeUndefined();
  });
});
