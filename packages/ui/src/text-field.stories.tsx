import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PasswordField } from "./password-field";
import { TextField } from "./text-field";

const meta = {
  component: TextField,
  args: { label: "Email", name: "email", type: "email", autoComplete: "email" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: "Kami kirim tautan aktivasi ke email ini." },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Email");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(input).toHaveAccessibleDescription("Kami kirim tautan aktivasi ke email ini.");
    await userEvent.type(input, "agen@demo.id");
    await expect(input).toHaveValue("agen@demo.id");
  },
};

export const WithError: Story = {
  args: { defaultValue: "agen@", error: "Format email tidak valid." },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Email");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Format email tidak valid.");
    await expect(canvas.getByText("Format email tidak valid.")).toBeVisible();
  },
};

export const WithSeveralErrors: Story = {
  args: {
    label: "Nama lengkap",
    name: "name",
    type: "text",
    hint: "Sesuai KTP.",
    error: ["Nama wajib diisi.", "Nama minimal 3 karakter."],
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Nama lengkap");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Sesuai KTP. Nama wajib diisi. Nama minimal 3 karakter.");
  },
};

export const Password: Story = {
  render: () => <PasswordField label="Kata sandi" name="password" defaultValue="rahasia123" />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Kata sandi");
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.click(canvas.getByRole("button", { name: "Tampilkan kata sandi" }));
    await expect(input).toHaveAttribute("type", "text");
    await userEvent.click(canvas.getByRole("button", { name: "Sembunyikan kata sandi" }));
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toHaveValue("rahasia123");
  },
};

export const PasswordWithError: Story = {
  render: () => <PasswordField label="Kata sandi lama" name="old_password" error="Kata sandi lama salah." />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Kata sandi lama");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Kata sandi lama salah.");
  },
};
