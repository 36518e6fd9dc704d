import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { RadioGroup } from "./radio-group";

const GENDERS = [
  { value: "MALE", label: "Laki-laki" },
  { value: "FEMALE", label: "Perempuan" },
];

const meta = {
  component: RadioGroup,
  args: { label: "Jenis kelamin", name: "gender", options: GENDERS, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  render: (args) => (
    <form aria-label="Profil">
      <button type="button">Sebelumnya</button>
      <RadioGroup {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("group", { name: "Jenis kelamin" });
    await expect(group.tagName).toBe("FIELDSET");
    const male = canvas.getByRole("radio", { name: "Laki-laki" });
    const female = canvas.getByRole("radio", { name: "Perempuan" });

    await userEvent.click(canvas.getByRole("button", { name: "Sebelumnya" }));
    await userEvent.tab();
    await expect(male).toHaveFocus();
    await expect(male).not.toBeChecked();

    await userEvent.keyboard(" ");
    await expect(male).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("MALE");

    await userEvent.keyboard("{ArrowDown}");
    await expect(female).toHaveFocus();
    await expect(female).toBeChecked();
    await expect(male).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("FEMALE");

    await userEvent.keyboard("{ArrowUp}");
    await expect(male).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);

    const form = canvas.getByRole<HTMLFormElement>("form", { name: "Profil" });
    await expect(new FormData(form).get("gender")).toBe("MALE");
  },
};

export const InlineWithDefault: Story = {
  args: { inline: true, defaultValue: "FEMALE", hint: "Opsional." },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("radio", { name: "Perempuan" })).toBeChecked();
    await expect(canvas.getByRole("group", { name: "Jenis kelamin" })).toHaveAccessibleDescription("Opsional.");
    const male = canvas.getByRole("radio", { name: "Laki-laki" });
    const female = canvas.getByRole("radio", { name: "Perempuan" });
    // Side by side.
    await expect(male.getBoundingClientRect().top).toBe(female.getBoundingClientRect().top);
    await userEvent.click(canvas.getByText("Laki-laki"));
    await expect(male).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("MALE");
  },
};

function ControlledRadioGroup() {
  const [value, setValue] = useState("MALE");
  return (
    <>
      <RadioGroup label="Jenis kelamin" name="gender" options={GENDERS} value={value} onChange={setValue} />
      <p>Dipilih: {value}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledRadioGroup />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("radio", { name: "Laki-laki" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Perempuan" }));
    await expect(canvas.getByText("Dipilih: FEMALE")).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: "Jenis kelamin yang dipilih tidak valid." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Jenis kelamin" })).toHaveAccessibleDescription(
      "Jenis kelamin yang dipilih tidak valid.",
    );
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toHaveAttribute("aria-invalid", "true");
  },
};
