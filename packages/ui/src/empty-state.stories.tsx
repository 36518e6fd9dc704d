import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ButtonLink } from "./button";
import { EmptyState } from "./empty-state";
import { StoryLink } from "../test/story-fixtures";

const meta = {
  component: EmptyState,
  args: { title: "Belum ada listing" },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    description: "Listing yang Anda tambahkan akan tampil di sini.",
    icon: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
      </svg>
    ),
    action: (
      <ButtonLink href="/listing/add" linkComponent={StoryLink}>
        Tambah Listing
      </ButtonLink>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Belum ada listing")).toBeVisible();
    await expect(canvas.getByText("Listing yang Anda tambahkan akan tampil di sini.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Tambah Listing" })).toHaveAttribute("href", "/listing/add");
    await expect(canvasElement.querySelector(".g-empty-state-icon")).toHaveAttribute("aria-hidden", "true");
  },
};

export const TitleOnly: Story = {
  args: { title: "Tidak ada pesanan" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Tidak ada pesanan")).toBeVisible();
    await expect(canvasElement.querySelector(".g-empty-state-action")).toBeNull();
  },
};
