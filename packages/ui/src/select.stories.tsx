import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Select } from "./select";

const meta = {
  component: Select,
  args: {
    label: "Tipe properti",
    name: "property_type",
    options: [
      { value: "rumah", label: "Rumah" },
      { value: "apartemen", label: "Apartemen" },
      { value: "tanah", label: "Tanah" },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByLabelText("Tipe properti");
    await expect(select).toHaveValue("");
    await expect(canvas.getByRole("option", { name: "Pilih…" })).toBeInTheDocument();
    await userEvent.selectOptions(select, "apartemen");
    await expect(select).toHaveValue("apartemen");
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.selectOptions(select, "Tanah");
    await expect(select).toHaveValue("tanah");
  },
};

export const WithError: Story = {
  args: { error: "Tipe properti wajib dipilih.", hint: "Pilih yang paling sesuai.", required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: /Tipe properti/ });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Pilih yang paling sesuai. Tipe properti wajib dipilih.");
    await expect(select).toBeInvalid();
  },
};

export const WithoutPlaceholder: Story = {
  args: { placeholder: null, defaultValue: "tanah" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("option", { name: "Pilih…" })).toBeNull();
    await expect(canvas.getByLabelText("Tipe properti")).toHaveValue("tanah");
  },
};
