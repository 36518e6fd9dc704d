import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { FileUpload, acceptsFile, formatFileSize } from "./file-upload";
import { MOBILE_360, TINY_PNG } from "../test/story-fixtures";

const MB = 1024 * 1024;
const IMAGE_TYPES = "image/jpeg,image/png,image/webp";

const meta = {
  component: FileUpload,
  args: {
    label: "Foto KTP",
    name: "ktp_photo",
    accept: IMAGE_TYPES,
    maxSizeBytes: 5 * MB,
    hint: "JPEG, PNG atau WebP, maksimal 5 MB.",
    onSelect: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = (bytes: number, name = "ktp.jpg", type = "image/jpeg") =>
  new File([new Uint8Array(bytes)], name, { type });

/** Like the profile page: picking starts an upload whose progress comes back in steps. */
function UploadingDemo(props: Parameters<typeof FileUpload>[0]) {
  const [progress, setProgress] = useState<number | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (progress === null) return;
    const timer = setTimeout(() => {
      if (progress >= 100) {
        setProgress(null);
        setPreviewUrl(TINY_PNG);
      } else setProgress(progress + 25);
    }, 60);
    return () => clearTimeout(timer);
  }, [progress]);
  return (
    <FileUpload
      {...props}
      progress={progress}
      previewUrl={previewUrl}
      onSelect={(file) => {
        props.onSelect(file);
        setProgress(0);
      }}
    />
  );
}

export const UploadWithProgress: Story = {
  render: (args) => <UploadingDemo {...args} />,
  play: async ({ canvas, userEvent, args, step }) => {
    const input = canvas.getByLabelText("Foto KTP");
    await expect(input).toHaveAttribute("type", "file");
    await expect(input).toHaveAccessibleName("Foto KTP Pilih file");
    await expect(input).toHaveAttribute("accept", IMAGE_TYPES);

    await step("keyboard reaches the real file input", async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
    });

    await step("a valid file is handed over and its upload progress shown", async () => {
      const file = photo(200 * 1024);
      await userEvent.upload(input, file);
      await expect(args.onSelect).toHaveBeenCalledWith(file);
      const bar = await canvas.findByRole("progressbar", { name: "Mengunggah Foto KTP" });
      await expect(input).toBeDisabled();
      await waitFor(() => expect(Number(bar.getAttribute("aria-valuenow"))).toBeGreaterThan(0));
      await expect(canvas.getByText("ktp.jpg")).toBeVisible();
      await expect(input).toHaveAccessibleDescription("ktp.jpg JPEG, PNG atau WebP, maksimal 5 MB.");
    });

    await step("when done the preview replaces the bar", async () => {
      await waitFor(() => expect(canvas.queryByRole("progressbar")).toBeNull());
      await expect(canvas.getByRole("img", { name: "Pratinjau Foto KTP" })).toBeVisible();
      await expect(input).toBeEnabled();
    });
  },
};

export const RejectsOversizeFile: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText("Foto KTP");
    await userEvent.upload(input, photo(5 * MB + 1, "besar.jpg"));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByText("Ukuran file maksimal 5 MB.")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("JPEG, PNG atau WebP, maksimal 5 MB. Ukuran file maksimal 5 MB.");
    await expect(canvas.queryByText("besar.jpg")).toBeNull();

    // Exactly the limit is fine, and the message goes away.
    const atLimit = photo(5 * MB, "pas.png", "image/png");
    await userEvent.upload(input, atLimit);
    await expect(args.onSelect).toHaveBeenCalledWith(atLimit);
    await expect(canvas.queryByText("Ukuran file maksimal 5 MB.")).toBeNull();
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const HelpersForSizeAndType: Story = {
  play: async () => {
    await expect(formatFileSize(5 * MB)).toBe("5 MB");
    await expect(formatFileSize(1.5 * MB)).toBe("1,5 MB");
    await expect(formatFileSize(512 * 1024)).toBe("512 KB");
    await expect(formatFileSize(900)).toBe("900 B");
    await expect(acceptsFile(IMAGE_TYPES, photo(1, "a.webp", "image/webp"))).toBe(true);
    await expect(acceptsFile(IMAGE_TYPES, photo(1, "a.pdf", "application/pdf"))).toBe(false);
    await expect(acceptsFile("image/*", photo(1, "a.gif", "image/gif"))).toBe(true);
    await expect(acceptsFile(".pdf", photo(1, "Surat.PDF", ""))).toBe(true);
    await expect(acceptsFile(undefined, photo(1, "x.bin", ""))).toBe(true);
  },
};

export const ServerErrorAndPreview: Story = {
  args: { previewUrl: TINY_PNG, error: "Foto gagal diunggah. Periksa koneksi internet Anda, lalu coba lagi." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Pratinjau Foto KTP" })).toBeVisible();
    const input = canvas.getByLabelText("Foto KTP");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(/Foto gagal diunggah/)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Foto KTP")).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: MOBILE_360,
  args: { previewUrl: TINY_PNG, progress: 45 },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole("progressbar", { name: "Mengunggah Foto KTP" })).toHaveAttribute(
      "aria-valuenow",
      "45",
    );
    await expect(canvas.getByText("Pilih file")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
