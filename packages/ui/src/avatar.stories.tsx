import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Avatar, initialsOf } from "./avatar";
import { TINY_PNG } from "../test/story-fixtures";

const meta = {
  component: Avatar,
  args: { name: "Budi Santoso" },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  args: { src: TINY_PNG, size: "lg" },
  play: async ({ canvas }) => {
    const image = await canvas.findByRole("img", { name: "Budi Santoso" });
    await expect(image.tagName).toBe("IMG");
    await expect(image).toHaveAttribute("src", TINY_PNG);
    await expect(image.closest(".g-avatar")!.getBoundingClientRect().width).toBe(80);
  },
};

export const Initials: Story = {
  args: { size: "md" },
  play: async ({ canvas }) => {
    const fallback = canvas.getByRole("img", { name: "Budi Santoso" });
    await expect(fallback).toHaveTextContent("BS");
    await expect(initialsOf("budi")).toBe("B");
    await expect(initialsOf("  siti  nur  aisyah ")).toBe("SA");
    await expect(initialsOf("")).toBe("");
  },
};

/** A broken image keeps the initials. */
export const BrokenPhoto: Story = {
  args: { src: "data:image/png;base64,AAAA", size: "sm" },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fallback = canvas.getByRole("img", { name: "Budi Santoso" });
    await expect(fallback.tagName).toBe("SPAN");
    await expect(fallback).toHaveTextContent("BS");
  },
};
