import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { QuantityStepper } from "./quantity-stepper";
import { MOBILE_360 } from "../test/story-fixtures";

const meta = {
  component: QuantityStepper,
  args: { label: "Jumlah slot", name: "qty", min: 5, step: 5, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListingSlots: Story = {
  render: (args) => (
    <form aria-label="Slot listing">
      <QuantityStepper {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("spinbutton", { name: "Jumlah slot" });
    const less = canvas.getByRole("button", { name: "Kurangi" });
    const more = canvas.getByRole("button", { name: "Tambah" });
    await expect(input).toHaveValue(5);
    // At the minimum: nothing to take away.
    await expect(less).toBeDisabled();

    await userEvent.click(more);
    await userEvent.click(more);
    await expect(input).toHaveValue(15);
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.click(less);
    await expect(input).toHaveValue(10);

    // Typed off the grid: the buttons go to the neighbouring grid points.
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, "12");
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(more);
    await expect(input).toHaveValue(15);
    await userEvent.clear(input);
    await userEvent.type(input, "12");
    await userEvent.click(less);
    await expect(input).toHaveValue(10);

    const form = canvas.getByRole<HTMLFormElement>("form", { name: "Slot listing" });
    await expect(new FormData(form).get("qty")).toBe("10");
    await expect(input).toHaveAttribute("step", "5");
    await expect(input).toHaveAttribute("min", "5");
  },
};

export const Maximum: Story = {
  args: { min: 1, step: 1, max: 3, defaultValue: 2, label: "Jumlah", name: "amount" },
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole("button", { name: "Tambah" });
    await userEvent.click(more);
    await expect(canvas.getByRole("spinbutton")).toHaveValue(3);
    await expect(more).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Kurangi" })).toBeEnabled();
  },
};

function ControlledStepper() {
  const [qty, setQty] = useState<number | null>(50);
  return (
    <>
      <QuantityStepper label="Jumlah slot" name="qty" min={5} step={5} value={qty} onChange={setQty} />
      <p>Jumlah: {qty ?? "kosong"}</p>
      <button type="button" onClick={() => setQty(5)}>
        Atur ulang
      </button>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledStepper />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("spinbutton", { name: "Jumlah slot" });
    await expect(input).toHaveValue(50);
    await userEvent.click(canvas.getByRole("button", { name: "Tambah" }));
    await expect(canvas.getByText("Jumlah: 55")).toBeVisible();
    await userEvent.clear(input);
    await expect(canvas.getByText("Jumlah: kosong")).toBeVisible();
    await expect(input).toHaveValue(null);
    await userEvent.click(canvas.getByRole("button", { name: "Atur ulang" }));
    await expect(input).toHaveValue(5);
  },
};

export const WithErrorMobile360: Story = {
  globals: MOBILE_360,
  args: { defaultValue: 12, error: "Jumlah harus kelipatan 5.", hint: "Minimal 5, kelipatan 5." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("spinbutton", { name: "Jumlah slot" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Minimal 5, kelipatan 5. Jumlah harus kelipatan 5.");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // Buttons are big enough to tap (44 px).
    await expect(canvas.getByRole("button", { name: "Tambah" }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
  },
};
