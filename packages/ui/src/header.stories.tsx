import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ButtonLink } from "./button";
import { Header } from "./header";
import { DESKTOP_1280, MOBILE_360, StoryLink } from "../test/story-fixtures";

const meta = {
  component: Header,
  args: {
    brand: "Griya",
    userName: "Budi Santoso",
    tierLabel: "Starter",
    onMenuToggle: fn(),
    linkComponent: StoryLink,
  },
  globals: DESKTOP_1280,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Griya" })).toHaveAttribute("href", "/");
    await expect(canvas.getByText("Budi Santoso")).toBeVisible();
    await expect(canvas.getByText("Starter")).toBeVisible();
    // The sidebar is always shown on desktop, so there is no menu button.
    await expect(canvas.queryByRole("button", { name: "Buka menu" })).toBeNull();
  },
};

export const LoggedOut: Story = {
  args: {
    userName: undefined,
    tierLabel: undefined,
    onMenuToggle: undefined,
    brandHref: "/beranda",
    actions: (
      <ButtonLink href="/login" size="sm" linkComponent={StoryLink}>
        Masuk
      </ButtonLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Griya" })).toHaveAttribute("href", "/beranda");
    await expect(canvas.getByRole("link", { name: "Masuk" })).toHaveAttribute("href", "/login");
    await expect(canvas.queryByText("Starter")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: MOBILE_360,
  args: { userName: "Bernadetta Kusumawardhani Simanjuntak", tierLabel: "Starter" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(window.innerWidth).toBe(360);
    const menuButton = canvas.getByRole("button", { name: "Buka menu" });
    await expect(menuButton).toBeVisible();
    await userEvent.click(menuButton);
    await expect(args.onMenuToggle).toHaveBeenCalledOnce();
    // A long name is truncated instead of pushing the page wider than the phone.
    await expect(canvas.getByText("Starter")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const MobileCustomMenuLabel: Story = {
  globals: MOBILE_360,
  args: { menuLabel: "Menu navigasi", menuExpanded: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Menu navigasi" })).toHaveAttribute("aria-expanded", "false");
  },
};
