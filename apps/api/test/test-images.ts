import sharp from "sharp";

/** A photo-like image (noise, so encoders cannot shrink it to nothing) of the given size. */
function noisy(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 104729) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

export const jpegImage = (width = 2000, height = 1500) => noisy(width, height).jpeg({ quality: 80 }).toBuffer();
export const pngImage = (width = 800, height = 600) => noisy(width, height).png().toBuffer();
export const webpImage = (width = 640, height = 480) => noisy(width, height).webp().toBuffer();

/** A JPEG carrying EXIF with a copyright marker and GPS coordinates (Jakarta), as a phone would write it. */
export const jpegWithGps = (width = 1200, height = 900) =>
  noisy(width, height)
    .jpeg()
    .withExif({
      IFD0: { Copyright: "RAHASIA-EXIF", Make: "GriyaCam" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 10/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "106/1 49/1 0/1" },
    })
    .toBuffer();

/** True when an EXIF block holds the GPS IFD pointer (tag 0x8825, little endian as sharp writes it). */
export const hasGpsPointer = (exif: Buffer | undefined) => Boolean(exif?.includes(Buffer.from([0x25, 0x88])));

/** The first bytes of an iPhone HEIC file. */
export const heicHeader = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypheic"),
    Buffer.from("mif1heic"),
    Buffer.alloc(2048, 1),
  ]);
