import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { Dialog } from "./dialog";
import { MultiCombobox, filterOptions } from "./multi-combobox";
import { CITY_OPTIONS, MOBILE_360, expectNoAxeViolations } from "../test/story-fixtures";

const meta = {
  component: MultiCombobox,
  args: {
    label: "Spesialisasi area",
    name: "selected_area_specializations",
    options: CITY_OPTIONS,
    onChange: fn(),
  },
} satisfies Meta<typeof MultiCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const chipsOf = (root: HTMLElement) => [...root.querySelectorAll(".g-chip-label")].map((chip) => chip.textContent);

const hiddenValues = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => input.value);

export const Keyboard: Story = {
  render: (args) => (
    <form aria-label="Daftar" onSubmit={(event) => event.preventDefault()}>
      <MultiCombobox {...args} />
    </form>
  ),
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const input = canvas.getByRole("combobox", { name: "Spesialisasi area" });
    const listbox = canvas.getByRole("listbox", { hidden: true });

    await step("closed at first", async () => {
      await expect(input).toHaveAttribute("aria-expanded", "false");
      await expect(input).toHaveAttribute("aria-controls", listbox.id);
      await expect(input).toHaveAttribute("placeholder", "Ketik untuk mencari…");
      await expect(listbox).not.toBeVisible();
    });

    await step("typing filters and opens the list", async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard("jak");
      await expect(input).toHaveAttribute("aria-expanded", "true");
      const options = within(listbox).getAllByRole("option");
      await expect(options.map((option) => option.querySelector(".g-option-label")?.textContent)).toEqual([
        "Kota Jakarta Selatan",
        "Kota Jakarta Timur",
        "Kota Jakarta Pusat",
        "Kota Jakarta Barat",
        "Kota Jakarta Utara",
      ]);
      await expect(listbox).toHaveAttribute("aria-multiselectable", "true");
      await expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
      await expect(canvas.getByRole("status")).toHaveTextContent("5 pilihan tersedia.");
    });

    await step("arrow keys move, Enter selects", async () => {
      await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowUp}");
      const timur = within(listbox).getByRole("option", { name: /Kota Jakarta Timur/ });
      await expect(input).toHaveAttribute("aria-activedescendant", timur.id);
      await userEvent.keyboard("{Enter}");
      await expect(args.onChange).toHaveBeenLastCalledWith(["31.72"]);
      await expect(chipsOf(canvasElement)).toEqual(["Kota Jakarta Timur"]);
      await expect(hiddenValues(canvasElement)).toEqual(["31.72"]);
      await expect(input).toHaveValue("");
      await expect(canvas.getByRole("status")).toHaveTextContent("Kota Jakarta Timur dipilih.");
      // The pick closes the list (it would cover what follows the field); ArrowDown opens it again.
      await expect(input).toHaveAttribute("aria-expanded", "false");
      await expect(listbox).not.toBeVisible();
      await userEvent.keyboard("{ArrowDown}");
      await expect(within(listbox).getByRole("option", { name: /Kota Jakarta Timur/ })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await userEvent.keyboard("{Escape}");
    });

    await step("more words narrow the search, descriptions count", async () => {
      await userEvent.keyboard("bandung jawa");
      const options = within(listbox).getAllByRole("option");
      await expect(options).toHaveLength(2);
      await userEvent.keyboard("{ArrowDown}{Enter}");
      await expect(chipsOf(canvasElement)).toEqual(["Kota Jakarta Timur", "Kabupaten Bandung"]);
      await expect(args.onChange).toHaveBeenLastCalledWith(["31.72", "32.04"]);
    });

    await step("Backspace in the empty field removes the last chip", async () => {
      await userEvent.keyboard("{Backspace}");
      await expect(chipsOf(canvasElement)).toEqual(["Kota Jakarta Timur"]);
      await expect(args.onChange).toHaveBeenLastCalledWith(["31.72"]);
      await expect(canvas.getByRole("status")).toHaveTextContent("Kabupaten Bandung dihapus.");
      // With text typed, Backspace edits the text instead.
      await userEvent.keyboard("ab{Backspace}");
      await expect(input).toHaveValue("a");
      await expect(chipsOf(canvasElement)).toEqual(["Kota Jakarta Timur"]);
    });

    await step("Escape closes the list, a second Escape clears the text", async () => {
      await expect(input).toHaveAttribute("aria-expanded", "true");
      await userEvent.keyboard("{Escape}");
      await expect(input).toHaveAttribute("aria-expanded", "false");
      await expect(input).not.toHaveAttribute("aria-activedescendant");
      await expect(listbox).not.toBeVisible();
      await expect(input).toHaveValue("a");
      await userEvent.keyboard("{Escape}");
      await expect(input).toHaveValue("");
      // ArrowDown opens it again.
      await userEvent.keyboard("{ArrowDown}");
      await expect(input).toHaveAttribute("aria-expanded", "true");
      await userEvent.keyboard("{Escape}");
    });

    await step("the chip's remove button, and the form posts the values", async () => {
      await userEvent.keyboard("sura{Enter}");
      await userEvent.click(canvas.getByRole("button", { name: "Hapus Kota Jakarta Timur" }));
      await expect(chipsOf(canvasElement)).toEqual(["Kota Surabaya"]);
      await expect(input).toHaveFocus();
      const form = canvas.getByRole<HTMLFormElement>("form", { name: "Daftar" });
      await expect(new FormData(form).getAll("selected_area_specializations")).toEqual(["35.78"]);
    });
  },
};

export const MouseAndLimit: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole("combobox", { name: "Spesialisasi area" });
    await userEvent.click(input);
    const listbox = canvas.getByRole("listbox");
    // 120 cities, 50 shown, and a note saying so.
    await expect(within(listbox).getAllByRole("option")).toHaveLength(50);
    await expect(canvas.getByText("Menampilkan 50 dari 120. Ketik untuk mempersempit.")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("120 pilihan tersedia.");

    await userEvent.click(within(listbox).getByRole("option", { name: /Kota Bekasi/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["32.75"]);
    await expect(input).toHaveFocus();
    // The pick closes the list, so it never covers what follows the field; a click opens it again.
    await expect(listbox).not.toBeVisible();
    await userEvent.click(input);
    // Clicking a selected option drops it again.
    await userEvent.click(within(listbox).getByRole("option", { name: /Kota Bekasi/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(chipsOf(canvasElement)).toEqual([]);
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("combobox", { name: "Spesialisasi area" });
    await userEvent.type(input, "zzz");
    await expect(canvas.getByText("Tidak ada yang cocok", { selector: "p" })).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("status")).toHaveTextContent("Tidak ada yang cocok");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryAllByRole("option")).toHaveLength(0);
  },
};

export const MaxSelected: Story = {
  args: { maxSelected: 2, defaultSelected: ["31.71", "32.73"], hint: "Kota tempat Anda aktif." },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole("combobox", { name: "Spesialisasi area" });
    await expect(input).toHaveAccessibleDescription("Kota tempat Anda aktif. Pilih maksimal 2.");
    await expect(chipsOf(canvasElement)).toEqual(["Kota Jakarta Selatan", "Kota Bandung"]);
    await expect(canvas.getByRole("list", { name: "Spesialisasi area terpilih" })).toBeVisible();

    await userEvent.type(input, "bekasi");
    const bekasi = canvas.getByRole("option", { name: /Kota Bekasi/ });
    await expect(bekasi).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Enter}");
    await userEvent.click(bekasi);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(chipsOf(canvasElement)).toHaveLength(2);
  },
};

function ControlledCombobox() {
  const [cities, setCities] = useState(["31.74"]);
  return (
    <>
      <MultiCombobox
        label="Spesialisasi area"
        name="areas"
        options={CITY_OPTIONS}
        selected={cities}
        onChange={setCities}
        error="Spesialisasi area maksimal 10 item."
      />
      <button type="button" onClick={() => setCities([])}>
        Kosongkan
      </button>
    </>
  );
}

export const ControlledWithError: Story = {
  render: () => <ControlledCombobox />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole("combobox", { name: "Spesialisasi area" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Spesialisasi area maksimal 10 item.");
    await expect(chipsOf(canvasElement)).toEqual(["Kota Jakarta Barat"]);
    await userEvent.click(canvas.getByRole("button", { name: "Kosongkan" }));
    await expect(chipsOf(canvasElement)).toEqual([]);
    await expect(hiddenValues(canvasElement)).toEqual([]);
    await expect(filterOptions(CITY_OPTIONS, "  TANGERANG   sel ").map((option) => option.value)).toEqual(["36.74"]);
  },
};

export const Mobile: Story = {
  globals: MOBILE_360,
  args: { defaultSelected: ["31.71", "31.72", "31.73", "31.74", "31.75", "36.74"] },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(360);
    const input = canvas.getByRole("combobox", { name: "Spesialisasi area" });
    await userEvent.type(input, "kota");
    const listbox = canvas.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(100);
    for (const button of canvas.getAllByRole("button", { name: /^Hapus / })) {
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(32);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

function ComboboxInDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Daftar
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Daftar sebagai agen">
        <MultiCombobox label="Spesialisasi area" name="areas" options={CITY_OPTIONS} />
      </Dialog>
    </>
  );
}

/** The register modal: Escape closes the open list first, and the dialog only on the next press. */
export const InDialog: Story = {
  render: () => <ComboboxInDialog />,
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole("dialog", { name: "Daftar sebagai agen" });
    const input = within(dialog).getByRole("combobox", { name: "Spesialisasi area" });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard("band");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(screen.getByRole("dialog", { name: "Daftar sebagai agen" })).toBeVisible();
    await expect(input).toHaveFocus();
    // With the list closed, Escape belongs to the dialog.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** The portal renders pages on the server: no browser API during render, hidden inputs already there. */
export const ServerRender: Story = {
  play: async () => {
    const html = renderToString(
      <MultiCombobox label="Spesialisasi area" name="areas" options={CITY_OPTIONS} defaultSelected={["31.71"]} />,
    );
    await expect(html).toContain('role="combobox"');
    await expect(html).toContain('<input type="hidden" name="areas" value="31.71"/>');
    await expect(html).toContain("Kota Jakarta Selatan");
  },
};
