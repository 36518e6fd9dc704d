export type ImageType = "jpeg" | "png" | "webp" | "heic";

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

// ISO-BMFF brands of HEIC/HEIF stills (iPhone photos are "heic").
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** The real type from the file's first bytes; the client's Content-Type and file name are not trusted. */
export function sniffImageType(buf: Buffer): ImageType | undefined {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (buf.subarray(0, 4).toString("latin1") === "RIFF" && buf.subarray(8, 12).toString("latin1") === "WEBP")
    return "webp";
  if (buf.subarray(4, 8).toString("latin1") === "ftyp" && HEIF_BRANDS.has(buf.subarray(8, 12).toString("latin1")))
    return "heic";
  return undefined;
}
