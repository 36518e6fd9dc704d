import sharp from "sharp";
import { invalidField } from "../../platform/openapi/refusal.js";
import { MAX_INPUT_PIXELS } from "./upload-limits.js";
import { UPLOAD_MESSAGES } from "./upload-messages.js";

export type Variant<W extends number = number> = { width: W; webp: Buffer };

const WEBP = { quality: 80, effort: 4 } as const;

function decoder(input: Buffer) {
  // rotate() applies the EXIF orientation before it is dropped; sharp writes no metadata unless asked, so
  // EXIF (GPS included), XMP, IPTC and ICC comments never reach the stored files.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
}

/** What `render` made of an uploaded image, or a 470 on field when the image cannot be read (or is too large). */
export async function uploadedVariants<T>(field: string, render: () => Promise<T>) {
  try {
    return await render();
  } catch (error) {
    const text = error instanceof Error ? error.message : "";
    return invalidField(field, /pixel limit/i.test(text) ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.unreadable);
  }
}

/** One WebP per width, the longest side at most that width (never enlarged). */
export function fitVariants<W extends number>(input: Buffer, widths: readonly W[]): Promise<Variant<W>[]> {
  const base = decoder(input);
  return Promise.all(
    widths.map(async (width) => ({
      width,
      webp: await base
        .clone()
        .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer(),
    })),
  );
}

/** Square WebP crops (profile pictures), centred. */
export function squareVariants(input: Buffer, sizes: readonly number[]): Promise<Variant[]> {
  const base = decoder(input);
  return Promise.all(
    sizes.map(async (size) => ({
      width: size,
      webp: await base
        .clone()
        .resize({ width: size, height: size, fit: "cover", position: "centre" })
        .webp(WEBP)
        .toBuffer(),
    })),
  );
}
