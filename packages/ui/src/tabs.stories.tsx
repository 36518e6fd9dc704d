import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, fn } from "storybook/test";
import { Tabs } from "./tabs";
import { MOBILE_360, StoryLink } from "../test/story-fixtures";

const COIN_TABS = [
  { value: "active", label: "Aktif", content: <p>Daftar koin aktif</p> },
  { value: "expired", label: "Kedaluwarsa", content: <p>Daftar koin kedaluwarsa</p> },
];

const meta = {
  component: Tabs,
  args: { label: "Kategori koin", items: COIN_TABS, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole("tablist", { name: "Kategori koin" });
    await expect(list).toBeVisible();
    const active = canvas.getByRole("tab", { name: "Aktif" });
    const expired = canvas.getByRole("tab", { name: "Kedaluwarsa" });
    await expect(active).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Daftar koin aktif");
    await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName("Aktif");

    // Arrow keys move and (automatic activation) select.
    await userEvent.click(active);
    await userEvent.keyboard("{ArrowRight}");
    await expect(expired).toHaveFocus();
    await expect(expired).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Daftar koin kedaluwarsa");
    if (args.mode !== "links") await expect(args.onValueChange).toHaveBeenLastCalledWith("expired");
    // Wraps around.
    await userEvent.keyboard("{ArrowRight}");
    await expect(active).toHaveFocus();
  },
};

function ControlledTabs() {
  const [value, setValue] = useState("expired");
  return (
    <>
      <Tabs label="Kategori koin" items={COIN_TABS} value={value} onValueChange={setValue} manualActivation />
      <p>Dipilih: {value}</p>
    </>
  );
}

export const ControlledManual: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("tab", { name: "Kedaluwarsa" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("tab", { name: "Kedaluwarsa" }));
    await userEvent.keyboard("{ArrowLeft}");
    // Manual activation: focus moves, selection waits for Enter.
    await expect(canvas.getByRole("tab", { name: "Aktif" })).toHaveFocus();
    await expect(canvas.getByText("Dipilih: expired")).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Dipilih: active")).toBeVisible();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Daftar koin aktif");
  },
};

const ORDER_TABS = [
  { value: "all", label: "Semua", href: "/order" },
  { value: "on_going", label: "Berlangsung", href: "/order?status_filter=on_going" },
  { value: "completed", label: "Selesai", href: "/order?status_filter=completed" },
];

export const Links: Story = {
  args: { mode: "links", label: "Status pesanan", items: ORDER_TABS, value: "on_going", linkComponent: StoryLink },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Status pesanan" });
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole("tablist")).toBeNull();
    const current = canvas.getByRole("link", { name: "Berlangsung" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveAttribute("href", "/order?status_filter=on_going");
    await expect(canvas.getByRole("link", { name: "Semua" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("link", { name: "Selesai" })).toHaveAttribute(
      "href",
      "/order?status_filter=completed",
    );
  },
};

export const Mobile360: Story = {
  globals: MOBILE_360,
  args: {
    mode: "links",
    label: "Status pesanan",
    items: [
      ...ORDER_TABS,
      { value: "cancelled", label: "Dibatalkan", href: "/order?status_filter=cancelled" },
      { value: "expired", label: "Kedaluwarsa", href: "/order?status_filter=expired" },
    ],
    value: "all",
    linkComponent: StoryLink,
  },
  play: async ({ canvas }) => {
    // Too many tabs for 360 px: the list scrolls sideways instead of widening the page.
    await expect(canvas.getByRole("link", { name: "Semua" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The server renders the selected panel, so the page is complete before hydration. */
export const ServerRender: Story = {
  play: async () => {
    const html = renderToString(<Tabs label="Kategori koin" items={COIN_TABS} defaultValue="expired" />);
    await expect(html).toContain('role="tablist"');
    await expect(html).toContain("Daftar koin kedaluwarsa");
    await expect(html).not.toContain("Daftar koin aktif");
  },
};
