import type { Meta, StoryObj } from "@storybook/react-vite";
import { renderToString } from "react-dom/server";
import { expect, fn, waitFor } from "storybook/test";
import { CountdownTimer, formatCountdown } from "./countdown-timer";

const meta = {
  component: CountdownTimer,
  args: { deadline: 0, onExpire: fn(), label: "Batas waktu pembayaran" },
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Format: Story = {
  play: async () => {
    await expect(formatCountdown(86_399 - 49)).toBe("23 jam 59 menit 10 detik");
    await expect(formatCountdown(3609)).toBe("1 jam 0 menit 9 detik");
    await expect(formatCountdown(303)).toBe("5 menit 3 detik");
    await expect(formatCountdown(7)).toBe("7 detik");
    await expect(formatCountdown(0)).toBe("0 detik");
    await expect(formatCountdown(90_061)).toBe("1 hari 1 jam 1 menit 1 detik");
  },
};

export const PayBefore: Story = {
  args: { deadline: new Date(Date.now() + 24 * 3_600_000 - 50_000) },
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole("timer", { name: "Batas waktu pembayaran" });
    await expect(timer).toHaveTextContent(/^23 jam 59 menit [01]?\d detik$/);
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const TicksAndExpires: Story = {
  render: (args) => <CountdownTimer {...args} deadline={Date.now() + 1300} />,
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole("timer");
    await expect(timer).toHaveTextContent(/^[12] detik$/);
    await waitFor(() => expect(timer).toHaveTextContent("1 detik"), { timeout: 2000 });
    await expect(args.onExpire).not.toHaveBeenCalled();
    // On time: the timer wakes at the deadline, not on the next tick of a 1 s interval.
    await waitFor(() => expect(timer).toHaveTextContent("Waktu habis"), { timeout: 1500 });
    await expect(timer).toHaveClass("g-countdown--expired");
    await expect(args.onExpire).toHaveBeenCalledOnce();
  },
};

export const AlreadyExpired: Story = {
  args: { deadline: "2020-01-01T00:00:00Z", expiredLabel: "Kedaluwarsa" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("timer")).toHaveTextContent("Kedaluwarsa");
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
  },
};

/** The server renders the time left it saw (an ISO pay_before from the API). */
export const ServerRender: Story = {
  play: async () => {
    const deadline = new Date(Date.now() + 2 * 3_600_000 + 5 * 60_000 + 30_500).toISOString();
    const html = renderToString(<CountdownTimer deadline={deadline} />);
    await expect(html).toContain('role="timer"');
    await expect(html).toContain('aria-label="Sisa waktu"');
    await expect(html).toMatch(/2 jam 5 menit 3[01] detik/);
  },
};
