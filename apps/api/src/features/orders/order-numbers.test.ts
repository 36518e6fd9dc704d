import { describe, expect, it } from "vitest";
import { formatInvoiceNumber, formatOrderNumber } from "./order-numbers.js";

describe("order and invoice numbers", () => {
  it("use the WIB calendar: 31 May 20:00 UTC is already 1 June in Jakarta", () => {
    const at = new Date("2025-05-31T20:00:00Z");
    expect(formatInvoiceNumber(1, at)).toBe("INV/2025/06/000001");
    expect(formatOrderNumber(123, at)).toBe("ORD-20250601-000123");
  });

  it("keep growing past six digits and stay gateway-safe", () => {
    expect(formatInvoiceNumber(1_234_567, new Date("2025-01-15T00:00:00Z"))).toBe("INV/2025/01/1234567");
    expect(formatOrderNumber(7, new Date("2025-12-31T00:00:00Z"))).toMatch(/^[A-Za-z0-9._~-]+$/);
  });
});
