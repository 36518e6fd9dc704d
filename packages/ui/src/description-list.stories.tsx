import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { DescriptionList } from "./description-list";
import { RupiahText } from "./rupiah-text";
import { StatusBadge } from "./status-badge";
import { MOBILE_360 } from "../test/story-fixtures";

const ORDER = [
  { label: "Nomor pesanan", value: "ORD-20260501-000123" },
  { label: "Tanggal", value: "1 Mei 2026, 10.30 WIB" },
  { label: "Status", value: <StatusBadge status="PENDING" /> },
  { label: "Metode pembayaran", value: "BCA Virtual Account" },
  { label: "Total", value: <RupiahText value={1_332_000} /> },
];

const meta = {
  component: DescriptionList,
  args: { items: ORDER },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const terms = [...canvasElement.querySelectorAll("dt")].map((dt) => dt.textContent);
    const values = [...canvasElement.querySelectorAll("dd")].map((dd) => dd.textContent);
    await expect(terms).toEqual(["Nomor pesanan", "Tanggal", "Status", "Metode pembayaran", "Total"]);
    await expect(values).toEqual([
      "ORD-20260501-000123",
      "1 Mei 2026, 10.30 WIB",
      "Menunggu Pembayaran",
      "BCA Virtual Account",
      "Rp 1.332.000",
    ]);
    // Label and value share a line on a wide screen.
    const dt = canvasElement.querySelector("dt")!;
    const dd = canvasElement.querySelector("dd")!;
    await expect(Math.abs(dt.getBoundingClientRect().top - dd.getBoundingClientRect().top)).toBeLessThan(4);
  },
};

export const Stacked: Story = {
  args: { layout: "stacked" },
  play: async ({ canvasElement }) => {
    const dt = canvasElement.querySelector("dt")!;
    const dd = canvasElement.querySelector("dd")!;
    await expect(dd.getBoundingClientRect().top).toBeGreaterThanOrEqual(dt.getBoundingClientRect().bottom - 1);
  },
};

export const Mobile360LongValues: Story = {
  globals: MOBILE_360,
  args: {
    items: [
      ...ORDER,
      { label: "Email pembeli", value: "nama.agen.yang.sangat.panjang.sekali@perusahaan-properti-contoh.co.id" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/nama\.agen/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** An invoice block with the print helpers: .g-print-hide is screen-only, .g-print-only paper-only. */
export const InvoicePrintHelpers: Story = {
  render: (args) => (
    <section aria-label="Invoice">
      <button type="button" className="g-button g-button--primary g-button--md g-print-hide">
        Cetak invoice
      </button>
      <DescriptionList {...args} />
      <p className="g-print-only">Dicetak dari Griya</p>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Cetak invoice" })).toBeVisible();
    await expect(canvas.getByText("Dicetak dari Griya")).not.toBeVisible();
    // The @media print block hides .g-print-hide and the app chrome, and shows .g-print-only.
    const printRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === "print")
      .flatMap((rule) => [...rule.cssRules].map((inner) => (inner as CSSStyleRule).selectorText ?? ""));
    await expect(printRules.some((selector) => selector.includes(".g-print-hide"))).toBe(true);
    await expect(printRules.some((selector) => selector.includes(".g-app > .g-sidebar"))).toBe(true);
    await expect(printRules.some((selector) => selector.includes(".g-print-only"))).toBe(true);
  },
};
