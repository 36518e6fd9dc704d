import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { Textarea } from "./textarea";

const meta = {
  component: Textarea,
  args: { label: "Catatan", name: "notes", onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {
  args: { maxLength: 160, showCount: true, hint: "Opsional." },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByLabelText("Catatan");
    await expect(textarea.tagName).toBe("TEXTAREA");
    await expect(canvas.getByText("0/160")).toBeVisible();
    await userEvent.type(textarea, "Transfer bulan ini");
    await expect(canvas.getByText("18/160")).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription("18/160 Opsional.");
    await expect(args.onChange).toHaveBeenCalledTimes(18);
    await expect(textarea).toHaveAttribute("maxlength", "160");
  },
};

export const CountsDefaultValue: Story = {
  args: { maxLength: 160, showCount: true, defaultValue: "Halo" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("4/160")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText("Catatan"));
    await expect(canvas.getByText("0/160")).toBeVisible();
  },
};

function ControlledTextarea() {
  const [value, setValue] = useState("Jl. Merdeka");
  return (
    <>
      <Textarea
        label="Alamat"
        name="address"
        maxLength={255}
        showCount
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="button" onClick={() => setValue("")}>
        Kosongkan
      </button>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTextarea />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("11/255")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Kosongkan" }));
    await expect(canvas.getByText("0/255")).toBeVisible();
    await expect(canvas.getByLabelText("Alamat")).toHaveValue("");
  },
};

export const WithError: Story = {
  args: { label: "Alamat", name: "address", error: "Alamat wajib diisi." },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText("Alamat");
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea).toHaveAccessibleDescription("Alamat wajib diisi.");
    await expect(canvas.queryByText(/\/\d+$/)).toBeNull();
  },
};
