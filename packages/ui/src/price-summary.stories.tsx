import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PriceSummary } from "./price-summary";
import { MOBILE_360 } from "../test/story-fixtures";

const meta = {
  component: PriceSummary,
  args: { subtotal: 1_200_000 },
} satisfies Meta<typeof PriceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows as [term, value] text pairs. */
function rows(root: HTMLElement): string[][] {
  return [...root.querySelectorAll(".g-price-row")].map((row) => [
    row.querySelector("dt")!.textContent ?? "",
    row.querySelector("dd")!.textContent ?? "",
  ]);
}

export const WithPromo: Story = {
  args: { discount: 120_000, vat: 118_800, total: 1_198_800, promoCode: "HEMAT10" },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ["Subtotal", "Rp 1.200.000"],
      ["Diskon (HEMAT10)", "-Rp 120.000"],
      ["PPN 11%", "Rp 118.800"],
      ["Total", "Rp 1.198.800"],
    ]);
    await expect(canvasElement.querySelector("dl")).not.toBeNull();
    // Machine-readable amounts for the e2e tests and assistive tech.
    await expect(canvasElement.querySelector(".g-price-row--total data")).toHaveAttribute("value", "1198800");
  },
};

export const DerivedWithoutDiscount: Story = {
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ["Subtotal", "Rp 1.200.000"],
      ["PPN 11%", "Rp 132.000"],
      ["Total", "Rp 1.332.000"],
    ]);
  },
};

export const FreeOrder: Story = {
  args: { subtotal: 100_000, discount: 100_000, promoCode: "GRATIS", totalLabel: "Total bayar" },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ["Subtotal", "Rp 100.000"],
      ["Diskon (GRATIS)", "-Rp 100.000"],
      ["PPN 11%", "Rp 0"],
      ["Total bayar", "Rp 0"],
    ]);
  },
};

export const ZeroDiscountShown: Story = {
  args: { showZeroDiscount: true, subtotal: 225_000 },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)[1]).toEqual(["Diskon", "Rp 0"]);
  },
};

export const Mobile360: Story = {
  globals: MOBILE_360,
  args: { subtotal: 999_999_999, discount: 99_999_999, promoCode: "PROMOYANGSANGATPANJANGSEKALI2026" },
  play: async ({ canvasElement }) => {
    const total = canvasElement.querySelector(".g-price-row--total")!;
    await expect(total.querySelector("dd")).toHaveTextContent("Rp 999.000.000");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
