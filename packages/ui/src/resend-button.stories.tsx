import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, fn, waitFor } from "storybook/test";
import { ResendButton } from "./resend-button";

const meta = {
  component: ResendButton,
  args: { availableAt: 0, onResend: fn() },
} satisfies Meta<typeof ResendButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Like the /otp page: a resend restarts the 60 s wait. The story starts with 2 s left to stay fast. */
function OtpResend({ onResend }: { onResend: () => void }) {
  const [availableAt, setAvailableAt] = useState(() => Date.now() + 1900);
  return (
    <ResendButton
      availableAt={availableAt}
      onResend={() => {
        onResend();
        setAvailableAt(Date.now() + 60_000);
      }}
    />
  );
}

export const CountsDown: Story = {
  render: (args) => <OtpResend onResend={args.onResend} />,
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
    // 1.9 s left shows as 2 (a slow start may already show 1).
    await expect(button).toHaveTextContent(/^Kirim ulang dalam [12] detik$/);
    await expect(button.querySelector("[aria-live='polite']")).not.toBeNull();

    await waitFor(() => expect(button).toHaveTextContent("Kirim ulang dalam 1 detik"), { timeout: 3000 });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 3000 });
    await expect(button).toHaveAccessibleName("Kirim ulang kode");

    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toHaveTextContent("Kirim ulang dalam 60 detik"));
    await expect(button).toBeDisabled();
  },
};

export const Available: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Kirim ulang kode" });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const CustomLabels: Story = {
  args: {
    availableAt: Date.now() + 3_600_000,
    label: "Kirim ulang email",
    waitingLabel: (seconds: number) => `Tunggu ${Math.ceil(seconds / 60)} menit`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toHaveTextContent(/^Tunggu \d+ menit$/);
  },
};

/** The server renders the seconds left, disabled, so the page does not flash an enabled button. */
export const ServerRender: Story = {
  play: async () => {
    const html = renderToString(<ResendButton availableAt={Date.now() + 42_500} onResend={() => {}} />);
    await expect(html).toMatch(/disabled=""/);
    await expect(html).toContain("Kirim ulang dalam 43 detik");
  },
};
