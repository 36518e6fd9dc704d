import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { CheckboxGroup } from "./checkbox-group";

const SPECIALIZATIONS = [
  { value: "1", label: "Rumah" },
  { value: "2", label: "Apartemen" },
  { value: "3", label: "Ruko" },
  { value: "4", label: "Tanah" },
];

const meta = {
  component: CheckboxGroup,
  args: {
    label: "Spesialisasi properti",
    name: "selected_property_specializations",
    options: SPECIALIZATIONS,
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  render: (args) => (
    <form aria-label="Profil">
      <button type="button">Sebelumnya</button>
      <CheckboxGroup {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("group", { name: "Spesialisasi properti" }).tagName).toBe("FIELDSET");
    await userEvent.click(canvas.getByRole("button", { name: "Sebelumnya" }));

    // Each checkbox is its own tab stop; Space toggles.
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Rumah" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Ruko" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["3"]);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(" ");
    // The options' order, not the order of ticking.
    await expect(args.onChange).toHaveBeenLastCalledWith(["1", "3"]);
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["3"]);

    const form = canvas.getByRole<HTMLFormElement>("form", { name: "Profil" });
    await expect(new FormData(form).getAll("selected_property_specializations")).toEqual(["3"]);
  },
};

export const MaxSelected: Story = {
  args: { maxSelected: 2, defaultValues: ["2"], hint: "Bidang yang paling Anda kuasai." },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("group", { name: "Spesialisasi properti" });
    await expect(group).toHaveAccessibleDescription("Bidang yang paling Anda kuasai. Pilih maksimal 2.");
    await expect(canvas.getByRole("checkbox", { name: "Apartemen" })).toBeChecked();

    await userEvent.click(canvas.getByRole("checkbox", { name: "Tanah" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["2", "4"]);
    // Full: the others wait until one is unchecked.
    await expect(canvas.getByRole("checkbox", { name: "Rumah" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "Ruko" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "Tanah" })).toBeEnabled();

    await userEvent.click(canvas.getByRole("checkbox", { name: "Apartemen" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["4"]);
    await expect(canvas.getByRole("checkbox", { name: "Rumah" })).toBeEnabled();
  },
};

export const WithError: Story = {
  args: { inline: true, values: [], error: "Spesialisasi properti yang dipilih tidak valid." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Spesialisasi properti" })).toHaveAccessibleDescription(
      "Spesialisasi properti yang dipilih tidak valid.",
    );
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toHaveAttribute("aria-invalid", "true");
  },
};
