import { describe, expect, it } from "vitest";
import { gatewayOrderIdFor } from "./gateway-order-id.js";

describe("gatewayOrderIdFor", () => {
  it("uses the order number, then adds ~n for later attempts, with only characters Midtrans accepts", () => {
    expect(gatewayOrderIdFor("ORD-20250601-000123", 1)).toBe("ORD-20250601-000123");
    expect(gatewayOrderIdFor("ORD-20250601-000123", 2)).toBe("ORD-20250601-000123~2");
    expect(gatewayOrderIdFor("ORD/2025/06 #1", 1)).toBe("ORD-2025-06--1");
    expect(gatewayOrderIdFor("X".repeat(80), 12)).toMatch(/^X{45}~12$/);
  });
});
