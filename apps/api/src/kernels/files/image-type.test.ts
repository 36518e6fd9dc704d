import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type.js";

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } });

describe("sniffImageType", () => {
  it("recognises JPEG, PNG and WebP from their bytes", async () => {
    expect(sniffImageType(await pixel().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await pixel().png().toBuffer())).toBe("png");
    expect(sniffImageType(await pixel().webp().toBuffer())).toBe("webp");
  });

  it("recognises an HEIC header", () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(16)]);
    expect(sniffImageType(heic)).toBe("heic");
  });

  it.each([
    ["a GIF", Buffer.from("GIF89a......")],
    ["a PDF", Buffer.from("%PDF-1.7 ....")],
    [
      "an AVIF (HEIF container, not a HEIC brand)",
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypavif")]),
    ],
    ["an empty file", Buffer.alloc(0)],
  ])("answers undefined for %s", (_name, buf) => {
    expect(sniffImageType(buf)).toBeUndefined();
  });
});
