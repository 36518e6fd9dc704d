import { describe, expect, it } from "vitest";
import {
  ORDER_STATUSES,
  ORDER_STATUS_FILTERS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  canCancelOrder,
  canTransition,
  filterOfStatus,
  isFinalOrderStatus,
  isOrderStatus,
  orderStatusLabel,
  statusesForFilter,
} from "./order-status";

describe("order statuses", () => {
  it("has the four states with Indonesian labels and a tone each", () => {
    expect(ORDER_STATUSES).toEqual(["PENDING", "PAID", "CANCELLED", "EXPIRED"]);
    expect(ORDER_STATUS_LABELS).toEqual({
      PENDING: "Menunggu Pembayaran",
      PAID: "Selesai",
      CANCELLED: "Dibatalkan",
      EXPIRED: "Kedaluwarsa",
    });
    expect(orderStatusLabel("PAID")).toBe("Selesai");
    expect(Object.keys(ORDER_STATUS_TONES)).toEqual([...ORDER_STATUSES]);
  });

  it("recognises statuses", () => {
    expect(["PENDING", "PAID", "paid", "", null, 1].map(isOrderStatus)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("moves only forward, from PENDING", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(["PENDING→PAID", "PENDING→CANCELLED", "PENDING→EXPIRED"]);
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(["PAID", "CANCELLED", "EXPIRED"]);
    expect(ORDER_STATUSES.filter(canCancelOrder)).toEqual(["PENDING"]);
  });

  it("maps the list filters", () => {
    expect(ORDER_STATUS_FILTERS).toEqual(["on_going", "completed"]);
    expect(statusesForFilter("on_going")).toEqual(["PENDING"]);
    expect(statusesForFilter("completed")).toEqual(["PAID"]);
    expect(statusesForFilter(null)).toBeNull();
    expect(statusesForFilter(undefined)).toBeNull();
    expect(ORDER_STATUSES.map(filterOfStatus)).toEqual(["on_going", "completed", null, null]);
    for (const status of ORDER_STATUSES) {
      const filter = filterOfStatus(status);
      if (filter) expect(statusesForFilter(filter)).toContain(status);
    }
  });
});
