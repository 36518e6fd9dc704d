import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Footer } from "./footer";
import { MOBILE_360, StoryLink } from "../test/story-fixtures";

const meta = {
  component: Footer,
  args: {
    supportEmail: "bantuan@griya.id",
    links: [
      { label: "Syarat & Ketentuan", href: "/syarat-ketentuan" },
      { label: "Kebijakan Privasi", href: "/kebijakan-privasi" },
      { label: "Bantuan", href: "/help" },
    ],
    linkComponent: StoryLink,
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "bantuan@griya.id" })).toHaveAttribute(
      "href",
      "mailto:bantuan@griya.id",
    );
    const nav = within(footer).getByRole("navigation", { name: "Tautan kaki halaman" });
    await expect(within(nav).getByRole("link", { name: "Kebijakan Privasi" })).toHaveAttribute(
      "href",
      "/kebijakan-privasi",
    );
    await expect(footer).toHaveTextContent("© Griya. Hak cipta dilindungi undang-undang.");
  },
};

export const Minimal: Story = {
  globals: MOBILE_360,
  args: { links: undefined, copyright: "© 2026 PT Griya Nusantara" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByText("© 2026 PT Griya Nusantara")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
