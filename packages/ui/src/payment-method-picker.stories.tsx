import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, fn } from "storybook/test";
import type { PaymentMethod } from "@griya/domain/payment-methods";
import { PaymentMethodPicker } from "./payment-method-picker";
import { MOBILE_360 } from "../test/story-fixtures";

const meta = {
  component: PaymentMethodPicker,
  args: { onChange: fn() },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedWithDefault: Story = {
  render: (args) => (
    <form aria-label="Checkout">
      <PaymentMethodPicker {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Metode pembayaran" })).toBeVisible();
    for (const name of ["Virtual Account", "Kartu Kredit/Debit", "E-Wallet", "Gerai Retail"]) {
      await expect(canvas.getByRole("group", { name })).toBeVisible();
    }
    await expect(canvas.getAllByRole("radio")).toHaveLength(12);
    // BCA VA is the default.
    await expect(canvas.getByRole("radio", { name: "BCA Virtual Account" })).toBeChecked();
    const form = canvas.getByRole<HTMLFormElement>("form", { name: "Checkout" });
    await expect(new FormData(form).get("payment_method")).toBe("bca_va");
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const bca = canvas.getByRole("radio", { name: "BCA Virtual Account" });
    await userEvent.click(bca);
    await expect(bca).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const bni = canvas.getByRole("radio", { name: "BNI Virtual Account" });
    await expect(bni).toHaveFocus();
    await expect(bni).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("bni_va");
    // Arrows cross group borders: one radio group for the whole picker.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    const card = canvas.getByRole("radio", { name: "Kartu Kredit/Debit" });
    await expect(card).toBeChecked();
    await expect(card.closest("label")).toHaveClass("g-radio-card--checked");
    await expect(args.onChange).toHaveBeenLastCalledWith("credit_card");
    await userEvent.click(canvas.getByText("Indomaret"));
    await expect(canvas.getByRole("radio", { name: "Indomaret" })).toBeChecked();
    await expect(bca).not.toBeChecked();
  },
};

function ResettingCheckout() {
  const [method, setMethod] = useState<PaymentMethod>("bca_va");
  return (
    <>
      <PaymentMethodPicker value={method} onChange={setMethod} />
      <button type="button" onClick={() => setMethod("bca_va")}>
        Buat pesanan
      </button>
      <p>Dipilih: {method}</p>
    </>
  );
}

/** Controlled: the checkout resets to BCA VA after an order. */
export const ControlledReset: Story = {
  render: () => <ResettingCheckout />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "GoPay" }));
    await expect(canvas.getByText("Dipilih: gopay")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Buat pesanan" }));
    await expect(canvas.getByRole("radio", { name: "BCA Virtual Account" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "GoPay" })).not.toBeChecked();
  },
};

export const SubsetWithDescriptionsAndError: Story = {
  args: {
    methods: ["bca_va", "mandiri_va", "gopay"],
    renderDescription: (method) => (method === "gopay" ? "Bayar dengan aplikasi Gojek" : "Dicek otomatis"),
    error: "Metode pembayaran yang dipilih tidak valid.",
    hint: "Pembayaran berlaku 24 jam.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(3);
    await expect(canvas.queryByRole("group", { name: "Gerai Retail" })).toBeNull();
    await expect(canvas.getByRole("radio", { name: "GoPay" })).toHaveAccessibleDescription(
      "Bayar dengan aplikasi Gojek",
    );
    await expect(canvas.getByRole("group", { name: "Metode pembayaran" })).toHaveAccessibleDescription(
      "Pembayaran berlaku 24 jam. Metode pembayaran yang dipilih tidak valid.",
    );
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toHaveAttribute("aria-invalid", "true");
  },
};

export const Mobile360: Story = {
  globals: MOBILE_360,
  play: async ({ canvas }) => {
    const bca = canvas.getByRole("radio", { name: "BCA Virtual Account" }).closest("label")!;
    const bni = canvas.getByRole("radio", { name: "BNI Virtual Account" }).closest("label")!;
    // Two cards per row on a phone, and nothing wider than the screen.
    await expect(bca.getBoundingClientRect().top).toBe(bni.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const ServerRender: Story = {
  play: async () => {
    const html = renderToString(<PaymentMethodPicker defaultValue="ovo" />);
    await expect(html).toMatch(/<input(?=[^>]*value="ovo")(?=[^>]*checked="")[^>]*>/);
    await expect(html.match(/checked=""/g)).toHaveLength(1);
  },
};
