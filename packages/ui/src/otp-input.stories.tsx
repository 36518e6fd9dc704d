import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { OtpInput } from "./otp-input";

const meta = {
  component: OtpInput,
  args: { onChange: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DigitsOnly: Story = {
  args: { hint: "Kode dikirim lewat SMS ke 0812 3456 7890." },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText("Kode OTP");
    await expect(input).toHaveAttribute("name", "otp");
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(input).toHaveAttribute("autocomplete", "one-time-code");
    await expect(input).toHaveAttribute("pattern", "\\d{6}");
    await expect(input).toHaveAttribute("maxlength", "6");
    await expect(input).toHaveAccessibleDescription("Kode dikirim lewat SMS ke 0812 3456 7890.");

    await userEvent.type(input, "1a2-3 4");
    await expect(input).toHaveValue("1234");
    await userEvent.type(input, "56789");
    await expect(input).toHaveValue("123456");
    await expect(input).toBeValid();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Paste: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Kode OTP");
    await userEvent.click(input);
    await userEvent.paste("Kode: 123 456");
    await expect(input).toHaveValue("123456");
    await userEvent.clear(input);
    await userEvent.paste("98-76-54-32");
    await expect(input).toHaveValue("987654");
  },
};

function ControlledOtp() {
  const [otp, setOtp] = useState("");
  return (
    <>
      <OtpInput value={otp} onChange={(event) => setOtp(event.target.value)} />
      <p>Nilai: {otp || "kosong"}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledOtp />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Kode OTP");
    await userEvent.type(input, "0x1y2");
    await expect(input).toHaveValue("012");
    await expect(canvas.getByText("Nilai: 012")).toBeVisible();
    await userEvent.paste("3456");
    await expect(canvas.getByText("Nilai: 012345")).toBeVisible();
  },
};

export const WithError: Story = {
  args: { label: "Kode verifikasi", name: "code", error: "Kode OTP salah.", defaultValue: "111111" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Kode verifikasi");
    await expect(input).toHaveAttribute("name", "code");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Kode OTP salah.");
  },
};
