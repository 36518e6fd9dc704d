import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton } from "./skeleton";

const meta = {
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Memuat…");
    await expect(status.querySelectorAll(".g-skeleton-line")).toHaveLength(3);
    for (const line of status.querySelectorAll(".g-skeleton-line")) {
      await expect(line).toHaveAttribute("aria-hidden", "true");
    }
  },
};

export const Sized: Story = {
  args: { lines: 5, label: "Memuat listing…", width: 240, height: "1.5rem" },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Memuat listing…");
    await expect(status.getBoundingClientRect().width).toBe(240);
    const lines = status.querySelectorAll<HTMLElement>(".g-skeleton-line");
    await expect(lines).toHaveLength(5);
    await expect(lines[0]!.getBoundingClientRect().height).toBe(24);
  },
};
