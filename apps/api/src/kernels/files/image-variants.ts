import sharp from "sharp";
import { validationFailed } from "../../platform/http/http-error.js";
import { MAX_INPUT_PIXELS } from "./upload-limits.js";
import { UPLOAD_MESSAGES } from "./upload-messages.js";

export type Variant<W extends number = number> = { width: W; webp: Buffer };

const WEBP = { quality: 80, effort: 4 } as const;

function decoder(input: Buffer) {
  // rotate() applies the EXIF orientation before it is dropped; sharp writes no metadata unless asked, so
  // EXIF (GPS included), XMP, IPTC and ICC comments never reach the stored files.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
}

async function render<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const text = error instanceof Error ? error.message : "";
    const message = /pixel limit/i.test(text) ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.unreadable;
    throw validationFailed({ [field]: [message] });
  }
}

/** One WebP per width, the longest side at most that width (never enlarged). A broken image is a 470 on field. */
export function fitVariants<W extends number>(
  input: Buffer,
  widths: readonly W[],
  field: string,
): Promise<Variant<W>[]> {
  return render(field, async () => {
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
  });
}

/** Square WebP crops (profile pictures), centred. */
export function squareVariants(input: Buffer, sizes: readonly number[], field: string): Promise<Variant[]> {
  return render(field, async () => {
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
  });
}
