import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button, ButtonLink } from "./button";
import { StoryLink } from "../test/story-fixtures";

const meta = {
  component: Button,
  args: { children: "Simpan", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // .storybook/preview.ts sets the document language for axe and screen readers.
    await expect(document.documentElement.lang).toBe("id");
    const button = canvas.getByRole("button", { name: "Simpan" });
    await expect(button).toHaveClass("g-button--primary");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      <Button {...args} variant="primary">
        Utama
      </Button>
      <Button {...args} variant="secondary">
        Sekunder
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Hapus
      </Button>
      <Button {...args} size="sm">
        Kecil
      </Button>
      <Button {...args} disabled>
        Nonaktif
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Hapus" })).toHaveClass("g-button--danger");
    await expect(canvas.getByRole("button", { name: "Kecil" })).toHaveClass("g-button--sm");
    await expect(canvas.getByRole("button", { name: "Nonaktif" })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: /Simpan/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAccessibleName("Simpan Memproses…");
    await expect(button.querySelector(".g-spinner")).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: "Masuk" },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole("button", { name: "Masuk" });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(canvasElement.getBoundingClientRect().width - 1);
  },
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/listing/add" variant="secondary" linkComponent={StoryLink}>
      Tambah Listing
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Tambah Listing" });
    await expect(link).toHaveAttribute("href", "/listing/add");
    await expect(link).toHaveClass("g-button", "g-button--secondary");
  },
};
