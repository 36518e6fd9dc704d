import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RupiahText } from "./rupiah-text";

const meta = {
  component: RupiahText,
  args: { value: 1_200_000 },
} satisfies Meta<typeof RupiahText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText("Rp 1.200.000");
    await expect(amount.tagName).toBe("DATA");
    await expect(amount).toHaveAttribute("value", "1200000");
  },
};

export const SmallAmount: Story = {
  args: { value: 40_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Rp 40.000")).toBeVisible();
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Rp 0")).toBeVisible();
  },
};
