import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { AlertDialog } from "./alert-dialog";
import { expectNoAxeViolations } from "../test/story-fixtures";

/** Owns `open` like the portal's error-dialog store: confirm or cancel closes it. */
function AlertDialogDemo(props: ComponentProps<typeof AlertDialog>) {
  const [open, setOpen] = useState(props.open);
  return (
    <AlertDialog
      {...props}
      open={open}
      onConfirm={() => {
        setOpen(false);
        props.onConfirm();
      }}
      onCancel={() => {
        setOpen(false);
        props.onCancel?.();
      }}
    />
  );
}

const meta = {
  component: AlertDialog,
  render: (args) => <AlertDialogDemo {...args} />,
  args: { open: true, title: "Oops...", onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
}

/** Status 500+ or an error without a code: the server's text. */
export const ServerError: Story = {
  args: {
    tone: "danger",
    message: "Maaf, terjadi kesalahan pada server. Silakan coba lagi nanti.",
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Oops..." });
    await expectNoAxeViolations(dialog);
    await expect(dialog).toHaveAccessibleDescription("Maaf, terjadi kesalahan pada server. Silakan coba lagi nanti.");
    const ok = screen.getByRole("button", { name: "OK" });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expectClosed();
  },
};

/**
 * 401 while logged in: the session's end, as the product says it (docs/product/error-codes.md#what-the-portal-shows).
 */
export const SessionExpired: Story = {
  args: {
    title: "Sesi berakhir",
    message: "Silakan masuk lagi untuk melanjutkan. Isian Anda tidak hilang.",
    confirmLabel: "Masuk lagi",
    tone: "warning",
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Sesi berakhir" });
    await expectNoAxeViolations(dialog);
    await expect(dialog).toHaveTextContent("Silakan masuk lagi untuk melanjutkan. Isian Anda tidak hilang.");
    await expect(screen.queryByRole("button", { name: "Batal" })).toBeNull();

    // Not dismissible: no cancel action, so neither Escape nor a click outside closes it.
    await userEvent.keyboard("{Escape}");
    const overlay = document.querySelector<HTMLElement>(".g-overlay");
    await expect(overlay).not.toBeNull();
    // The overlay covers the page, so a click "outside" lands on it.
    await userEvent.click(overlay!);
    await expect(screen.getByRole("alertdialog", { name: "Sesi berakhir" })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Masuk lagi" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expectClosed();
  },
};

/** 462: the errors text, then each requirement as a "- " line. */
export const PromoError: Story = {
  args: {
    title: "Kode Promo Tidak Dapat Digunakan",
    message: "Kode promo GRIYA50 belum memenuhi syarat.",
    lines: ["Minimal 50 slot listing", "Minimal durasi 180 hari"],
    tone: "warning",
  },
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", { name: "Kode Promo Tidak Dapat Digunakan" });
    await expectNoAxeViolations(dialog);
    await expect(dialog).toHaveTextContent("Kode promo GRIYA50 belum memenuhi syarat.");
    const lines = dialog.querySelectorAll(".g-alert-lines li");
    await expect([...lines].map((line) => line.textContent)).toEqual([
      "- Minimal 50 slot listing",
      "- Minimal durasi 180 hari",
    ]);
  },
};

/** 1001: with a cancel action, Escape cancels. */
export const InsufficientCoins: Story = {
  args: {
    title: "Koin tidak mencukupi",
    message: "Koin Anda 3, sedangkan aktivasi listing membutuhkan 5 koin.",
    tone: "warning",
    confirmLabel: "Beli Koin",
    cancelLabel: "Tutup",
  },
  play: async ({ args }) => {
    await expectNoAxeViolations(await screen.findByRole("alertdialog", { name: "Koin tidak mencukupi" }));
    await expect(screen.getByRole("button", { name: "Beli Koin" })).toBeVisible();
    // Radix focuses the least destructive action first.
    await waitFor(() => expect(screen.getByRole("button", { name: "Tutup" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectClosed();
  },
};

/** 1002: membership inactive. */
export const MembershipInactive: Story = {
  args: {
    title: "Membership tidak aktif",
    message: "Aktifkan membership Anda untuk mengaktifkan listing.",
    tone: "warning",
    confirmLabel: "Lihat Paket",
    cancelLabel: "Tutup",
  },
  play: async ({ args }) => {
    await expectNoAxeViolations(await screen.findByRole("alertdialog", { name: "Membership tidak aktif" }));
    await userEvent.click(screen.getByRole("button", { name: "Lihat Paket" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expectClosed();
  },
};

/** 1003: active listing slots are full. */
export const SlotFull: Story = {
  args: {
    title: "Listing slot penuh",
    message: "Slot listing aktif Anda (10 listing) sudah penuh.",
    tone: "danger",
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Listing slot penuh" });
    await expectNoAxeViolations(dialog);
    await expect(dialog).toHaveTextContent("Slot listing aktif Anda (10 listing) sudah penuh.");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** A real choice: danger tone with a cancel turns the confirm button red. */
export const ConfirmDelete: Story = {
  args: {
    title: "Hapus listing?",
    message: "Listing yang dihapus tidak dapat dikembalikan.",
    tone: "danger",
    confirmLabel: "Hapus",
    cancelLabel: "Batal",
  },
  play: async ({ args }) => {
    await expectNoAxeViolations(await screen.findByRole("alertdialog", { name: "Hapus listing?" }));
    await expect(screen.getByRole("button", { name: "Hapus" })).toHaveClass("g-button--danger");
    await userEvent.click(screen.getByRole("button", { name: "Batal" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectClosed();
  },
};

/** While the confirmed request runs: spinner, aria-busy, and neither button nor Escape acts. */
export const BusyConfirm: Story = {
  args: {
    title: "Aktifkan listing?",
    message: "Aktivasi memakai 5 koin.",
    tone: "warning",
    confirmLabel: "Ya, aktifkan",
    cancelLabel: "Batal",
    busy: true,
    busyLabel: "Memproses…",
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Aktifkan listing?" });
    await expectNoAxeViolations(dialog);
    const confirm = screen.getByRole("button", { name: "Ya, aktifkan Memproses…" });
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(confirm).toHaveAttribute("aria-disabled", "true");
    await expect(confirm.querySelector(".g-spinner")).not.toBeNull();
    await userEvent.click(confirm);
    await userEvent.click(screen.getByRole("button", { name: "Batal" }));
    await userEvent.keyboard("{Escape}");
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole("alertdialog", { name: "Aktifkan listing?" })).toBeVisible();
  },
};
