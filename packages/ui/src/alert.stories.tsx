import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Alert } from "./alert";

const meta = {
  component: Alert,
  args: { children: "Kami telah mengirim tautan aktivasi ke budi@contoh.id." },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Kami telah mengirim tautan aktivasi ke budi@contoh.id.");
    await expect(status).toHaveClass("g-alert--info");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Success: Story = {
  args: { tone: "success", title: "Akun aktif", children: "Silakan login." },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Akun aktifSilakan login.");
    await expect(canvas.getByText("Akun aktif")).toHaveClass("g-alert-title");
  },
};

export const Warning: Story = {
  args: {
    tone: "warning",
    title: "Akun belum aktif",
    children: "Akun Anda belum aktif. Klik tautan aktivasi di email Anda atau kirim ulang email aktivasi.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Akun belum aktif");
  },
};

export const Danger: Story = {
  args: { tone: "danger", title: undefined, children: "Tautan aktivasi sudah kedaluwarsa." },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveClass("g-alert--danger");
    await expect(alert.querySelector(".g-alert-title")).toBeNull();
  },
};
