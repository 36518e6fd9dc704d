import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Checkbox } from "./checkbox";

const meta = {
  component: Checkbox,
  args: { label: "Saya setuju dengan Syarat & Ketentuan", name: "terms", onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Saya setuju dengan Syarat & Ketentuan" });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    // Clicking the label toggles too.
    await userEvent.click(canvas.getByText("Saya setuju dengan Syarat & Ketentuan"));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithError: Story = {
  args: { error: "Anda harus menyetujui Syarat & Ketentuan." },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox");
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAccessibleDescription("Anda harus menyetujui Syarat & Ketentuan.");
  },
};
