import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ProgressBar } from "./progress-bar";

const meta = {
  component: ProgressBar,
  args: { label: "Mengunggah foto profil", value: 45 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  args: { showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Mengunggah foto profil" });
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await expect(canvas.getByText("45%")).toBeVisible();
    const fill = bar.querySelector<HTMLElement>(".g-progress-fill")!;
    await expect(fill.style.width).toBe("45%");
  },
};

export const Indeterminate: Story = {
  args: { value: null, showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Mengunggah foto profil" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(canvas.queryByText(/%$/)).toBeNull();
  },
};

export const Clamped: Story = {
  args: { value: 140.6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(canvas.queryByText("100%")).toBeNull();
  },
};
