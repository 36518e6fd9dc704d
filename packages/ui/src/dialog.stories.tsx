import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { expectNoAxeViolations } from "../test/story-fixtures";
import { TextField } from "./text-field";

/** The portal's usage: a trigger button owning the open state. */
function DialogDemo(props: ComponentProps<typeof Dialog>) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ubah nomor telepon</Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      >
        <form className="g-stack" onSubmit={(event) => event.preventDefault()}>
          <TextField label="Nomor telepon" name="phone" type="tel" autoComplete="tel" />
          <Button type="submit">Kirim OTP</Button>
        </form>
      </Dialog>
    </>
  );
}

const meta = {
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: "Ubah Nomor Telepon",
    description: "Kami akan mengirim kode OTP ke nomor baru Anda.",
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole("button", { name: "Ubah nomor telepon" });

    await step("opens with focus inside", async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole("dialog", { name: "Ubah Nomor Telepon" });
      await expect(dialog).toHaveAccessibleDescription("Kami akan mengirim kode OTP ke nomor baru Anda.");
      // The first field gets focus, not the ×.
      await waitFor(() => expect(screen.getByLabelText("Nomor telepon")).toHaveFocus());
      await expectNoAxeViolations(dialog);
    });

    await step("Tab keeps focus trapped in the dialog", async () => {
      const dialog = screen.getByRole("dialog");
      for (let i = 0; i < 5; i++) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    await step("Escape closes and returns focus to the trigger", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step("the close button closes and returns focus", async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole("button", { name: "Tutup" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const OpenWithoutDescription: Story = {
  args: { open: true, description: undefined, title: "Transfer Koin", closeLabel: "Batal" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Transfer Koin" });
    await expect(dialog).not.toHaveAttribute("aria-describedby");
    await expect(screen.getByRole("button", { name: "Batal" })).toBeVisible();
    await expect(screen.getByLabelText("Nomor telepon")).toBeVisible();
  },
};
