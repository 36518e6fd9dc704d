import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { AlertDialog } from "./alert-dialog";
import { MenuButton } from "./menu-button";
import { expectNoAxeViolations } from "../test/story-fixtures";

const onEdit = fn();
const onRepost = fn();

const meta = {
  component: MenuButton,
  args: {
    label: "Aksi",
    labelSuffix: "untuk Rumah Melati",
    items: [
      { key: "edit", label: "Ubah", onSelect: onEdit },
      { key: "repost", label: "Repost", onSelect: onRepost },
      { key: "off", label: "Nonaktifkan", onSelect: fn(), disabled: true },
      { key: "delete", label: "Hapus", onSelect: fn(), tone: "danger" },
    ],
  },
  beforeEach: () => {
    onEdit.mockClear();
    onRepost.mockClear();
  },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: open, move, choose; the action runs once focus is back on the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Aksi untuk Rumah Melati" });
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    trigger.focus();
    await userEvent.keyboard("{Enter}");

    const menu = await screen.findByRole("menu");
    await expectNoAxeViolations(menu);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Non-modal: the rest of the page stays in the accessibility tree while the menu is open.
    await expect(trigger.closest("[aria-hidden]")).toBeNull();
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Ubah" })).toHaveFocus());
    // ↓ skips nothing but the disabled item; End jumps to the last one.
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "Repost" })).toHaveFocus();
    await expect(screen.getByRole("menuitem", { name: "Nonaktifkan" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{End}");
    await expect(screen.getByRole("menuitem", { name: "Hapus" })).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowDown}{Enter}");

    await waitFor(() => expect(onRepost).toHaveBeenCalledOnce());
    await expect(onEdit).not.toHaveBeenCalled();
    await expect(screen.queryByRole("menu")).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Escape closes without choosing anything. */
export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Aksi untuk Rumah Melati" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(onEdit).not.toHaveBeenCalled();
  },
};

function MenuWithConfirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuButton
        label="Aksi"
        labelSuffix="untuk Rumah Melati"
        items={[
          { key: "edit", label: "Ubah", onSelect: () => {} },
          { key: "delete", label: "Hapus", tone: "danger", onSelect: () => setOpen(true) },
        ]}
      />
      <AlertDialog
        open={open}
        tone="danger"
        title="Hapus listing?"
        message="Listing yang dihapus tidak dapat dikembalikan."
        confirmLabel="Hapus"
        cancelLabel="Batal"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/** An item that opens a dialog, with the mouse: closing the dialog gives focus back to the trigger. */
export const OpensDialog: Story = {
  render: () => <MenuWithConfirm />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Aksi untuk Rumah Melati" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Hapus" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Hapus listing?" });
    await expectNoAxeViolations(dialog);
    await userEvent.click(screen.getByRole("button", { name: "Batal" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Nothing is left blocking the page.
    await expect(document.body.style.pointerEvents).not.toBe("none");
  },
};
