import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { Header } from "./header";
import { Sidebar, type SidebarProps } from "./sidebar";
import {
  agentSidebarSections,
  DESKTOP_1280,
  expectNoAxeViolations,
  MOBILE_360,
  SIDEBAR_LABELS,
  StoryLink,
} from "../test/story-fixtures";

const onLogout = fn();

const meta = {
  component: Sidebar,
  args: {
    sections: agentSidebarSections(onLogout),
    currentPath: "/listing",
    linkComponent: StoryLink,
  },
  globals: DESKTOP_1280,
  parameters: { layout: "fullscreen" },
  beforeEach: () => {
    onLogout.mockClear();
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole("navigation", { name: "Menu utama" });
    const nodes = [...nav.querySelectorAll("a, button")];
    await expect(nodes.map((node) => node.textContent)).toEqual([...SIDEBAR_LABELS]);

    const current = within(nav).getByRole("link", { name: "Listing Saya" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    await expect(within(nav).getByRole("link", { name: "Akun" })).not.toHaveAttribute("aria-current");

    // "Keluar" is an action, not a link.
    await userEvent.click(within(nav).getByRole("button", { name: "Keluar" }));
    await expect(onLogout).toHaveBeenCalledOnce();
    // No drawer on desktop.
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};

/** The longest matching href wins, so a nested route marks only its own entry. */
export const NestedCurrentPath: Story = {
  args: { currentPath: "/featured-agent/beli" },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Menu utama" });
    await expect(within(nav).getByRole("link", { name: "Beli Slot Agen Unggulan" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "Agen Unggulan" })).not.toHaveAttribute("aria-current");
  },
};

/** `open` at desktop width (e.g. left open while the window grew): no modal drawer, and onClose is called. */
export const OpenDrawerOnDesktop: Story = {
  args: { open: true, onClose: fn() },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expect(canvas.getByRole("navigation", { name: "Menu utama" })).toBeVisible();
  },
};

/** Header + Sidebar as the portal lays them out, on a 360 px phone. */
function MobileShell(props: SidebarProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="g-app">
      <Header
        brand="Griya"
        userName="Budi Santoso"
        tierLabel="Starter"
        onMenuToggle={() => setOpen(true)}
        menuExpanded={open}
        linkComponent={StoryLink}
      />
      <Sidebar {...props} open={open} onClose={() => setOpen(false)} />
      <main className="g-main">
        <h1 className="g-page-title">Listing Saya</h1>
      </main>
    </div>
  );
}

export const MobileDrawer: Story = {
  globals: MOBILE_360,
  render: (args) => <MobileShell {...args} />,
  play: async ({ canvas, userEvent, step }) => {
    const menuButton = canvas.getByRole("button", { name: "Buka menu" });

    await step("the static sidebar is hidden on a phone", async () => {
      await expect(window.innerWidth).toBe(360);
      await expect(canvas.queryByRole("navigation", { name: "Menu utama" })).toBeNull();
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    });

    await step("the menu button opens the drawer", async () => {
      await userEvent.click(menuButton);
      const drawer = await screen.findByRole("dialog", { name: "Menu utama" });
      await expect(menuButton).toHaveAttribute("aria-expanded", "true");
      const nav = within(drawer).getByRole("navigation", { name: "Menu utama" });
      await expect(within(nav).getByRole("link", { name: "Listing Saya" })).toHaveAttribute("aria-current", "page");
      await expect(nav.querySelectorAll("a, button")).toHaveLength(SIDEBAR_LABELS.length);
      await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
      await expectNoAxeViolations(drawer);
    });

    await step("Escape closes it and focus returns to the menu button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(menuButton).toHaveFocus());
    });

    await step("the close button closes it", async () => {
      await userEvent.click(menuButton);
      await userEvent.click(await screen.findByRole("button", { name: "Tutup menu" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(menuButton).toHaveFocus());
    });

    await step("choosing an entry closes it", async () => {
      await userEvent.click(menuButton);
      const drawer = await screen.findByRole("dialog", { name: "Menu utama" });
      await userEvent.click(within(drawer).getByRole("link", { name: "Koin Saya" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

      await userEvent.click(menuButton);
      const again = await screen.findByRole("dialog", { name: "Menu utama" });
      await userEvent.click(within(again).getByRole("button", { name: "Keluar" }));
      await expect(onLogout).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });

    await step("nothing overflows 360 px", async () => {
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    });
  },
};
