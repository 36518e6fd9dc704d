import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Breadcrumbs } from "./breadcrumbs";
import { StoryLink } from "../test/story-fixtures";

const meta = {
  component: Breadcrumbs,
  args: {
    items: [{ label: "Beranda", href: "/" }, { label: "Listing Saya", href: "/listing" }, { label: "Ubah Listing" }],
    linkComponent: StoryLink,
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Jejak navigasi" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual(["/", "/listing"]);
    const current = within(nav).getByText("Ubah Listing");
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current.closest("a")).toBeNull();
    await expect(within(nav).getAllByRole("listitem")).toHaveLength(3);
  },
};

export const CustomLabel: Story = {
  args: { label: "Lokasi halaman", items: [{ label: "Beranda", href: "/" }, { label: "Bantuan" }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Lokasi halaman" })).toBeVisible();
    await expect(canvas.getByText("Bantuan")).toHaveAttribute("aria-current", "page");
  },
};
