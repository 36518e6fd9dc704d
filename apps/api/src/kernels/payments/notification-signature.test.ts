import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isValidSignature, notificationSignature } from "./notification-signature.js";

// The example of Midtrans' "Receiving Notifications" page.
const example = { order_id: "1111", status_code: "200", gross_amount: "100000.00" };
const KEY = "askvnoibnosifnboseofinbofinfgbiufglnbfg";

describe("notification signature", () => {
  it("is the SHA-512 hex of order_id + status_code + gross_amount + server key", () => {
    const expected = createHash("sha512").update(`1111200100000.00${KEY}`).digest("hex");
    expect(notificationSignature(example.order_id, example.status_code, example.gross_amount, KEY)).toBe(expected);
    expect(expected).toHaveLength(128);
  });

  it("accepts the right signature (in either case) and refuses any change of field, key or length", () => {
    const signature_key = notificationSignature(example.order_id, example.status_code, example.gross_amount, KEY);
    expect(isValidSignature({ ...example, signature_key }, KEY)).toBe(true);
    expect(isValidSignature({ ...example, signature_key: signature_key.toUpperCase() }, KEY)).toBe(true);
    expect(isValidSignature({ ...example, gross_amount: "100001.00", signature_key }, KEY)).toBe(false);
    expect(isValidSignature({ ...example, status_code: "201", signature_key }, KEY)).toBe(false);
    expect(isValidSignature({ ...example, signature_key }, `${KEY}x`)).toBe(false);
    expect(isValidSignature({ ...example, signature_key: signature_key.slice(1) }, KEY)).toBe(false);
    expect(isValidSignature({ ...example, signature_key: "" }, KEY)).toBe(false);
  });
});
