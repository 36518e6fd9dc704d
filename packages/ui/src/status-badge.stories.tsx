import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StatusBadge } from "./status-badge";

const meta = {
  component: StatusBadge,
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderStatuses: Story = {
  render: () => (
    <ul style={{ display: "flex", gap: "0.5rem", listStyle: "none", padding: 0 }}>
      <li>
        <StatusBadge status="PENDING" />
      </li>
      <li>
        <StatusBadge status="PAID" />
      </li>
      <li>
        <StatusBadge status="CANCELLED" />
      </li>
      <li>
        <StatusBadge status="EXPIRED" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const expectations = [
      ["Menunggu Pembayaran", "warning"],
      ["Selesai", "success"],
      ["Dibatalkan", "neutral"],
      ["Kedaluwarsa", "danger"],
    ] as const;
    for (const [label, tone] of expectations) {
      await expect(canvas.getByText(label)).toHaveClass(`g-status-badge--${tone}`);
    }
    await expect(canvas.getByText("Selesai")).toHaveAttribute("data-status", "PAID");
  },
};

export const CustomToneAndText: Story = {
  render: () => (
    <p>
      <StatusBadge tone="info">Koin masuk</StatusBadge> <StatusBadge>Koin keluar</StatusBadge>{" "}
      <StatusBadge status="PAID">Lunas</StatusBadge>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Koin masuk")).toHaveClass("g-status-badge--info");
    await expect(canvas.getByText("Koin keluar")).toHaveClass("g-status-badge--neutral");
    await expect(canvas.getByText("Lunas")).toHaveClass("g-status-badge--success");
  },
};
