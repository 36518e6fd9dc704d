import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { FormField } from "./form-field";

const meta = {
  component: FormField,
  args: {
    label: "Harga (Rp)",
    hint: "Harga jual dalam rupiah.",
    children: (control) => <input {...control} name="price" inputMode="numeric" className="g-input" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form's own control gets the label, the hint as its description and the required state. */
export const RequiredWithMark: Story = {
  args: { required: true },
  decorators: [
    (Story) => (
      <form className="g-marks-required">
        <Story />
      </form>
    ),
  ],
  play: async ({ canvas }) => {
    // The "*" is drawn by CSS with empty alternative text: the name stays the label.
    const input = canvas.getByRole("textbox", { name: "Harga (Rp)" });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(input).toHaveAccessibleDescription("Harga jual dalam rupiah.");
    const label = canvas.getByText("Harga (Rp)");
    await expect(getComputedStyle(label, "::after").content).toContain("*");
  },
};

export const WithErrors: Story = {
  args: { error: ["Harga wajib diisi.", "Harga minimal Rp 1.000."] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Harga (Rp)" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "Harga jual dalam rupiah. Harga wajib diisi. Harga minimal Rp 1.000.",
    );
    await expect(getComputedStyle(canvas.getByText("Harga (Rp)"), "::after").content).toBe("none");
  },
};
