import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "./button";
import { Card } from "./card";

const onEdit = fn();

const meta = {
  component: Card,
  args: {
    title: "Rekening Bank",
    actions: (
      <Button size="sm" variant="secondary" onClick={onEdit}>
        Ubah
      </Button>
    ),
    children: <p>BCA · 1234567890 · Budi Santoso</p>,
  },
  beforeEach: () => {
    onEdit.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitleAndActions: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: "Rekening Bank" });
    await expect(canvas.getByRole("heading", { level: 2, name: "Rekening Bank" })).toBeVisible();
    await expect(region).toHaveTextContent("BCA · 1234567890 · Budi Santoso");
    await userEvent.click(canvas.getByRole("button", { name: "Ubah" }));
    await expect(onEdit).toHaveBeenCalledOnce();
  },
};

export const SubHeading: Story = {
  args: {
    title: "Membership",
    headingLevel: 3,
    actions: undefined,
    children: <p>Starter, berlaku sampai 1 Desember 2026</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Membership" })).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: undefined, actions: undefined, children: <p>Isi tanpa judul</p> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("region")).toBeNull();
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvasElement.querySelector(".g-card")).toHaveTextContent("Isi tanpa judul");
  },
};
