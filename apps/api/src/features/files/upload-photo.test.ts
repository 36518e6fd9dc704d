import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, type Part } from "../../../test/multipart-body.js";
import { hasGpsPointer, heicHeader, jpegImage, jpegWithGps, pngImage, webpImage } from "../../../test/test-images.js";
import { STORAGE_DRIVERS, hasFile, testStorage, type TestStorage } from "../../../test/storage-drivers.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

describe.each(STORAGE_DRIVERS)("%s storage", (driver) => {
  let t: TestApp;
  let files: TestStorage;
  let budi: string;
  let siti: string;
  beforeAll(async () => {
    files = await testStorage(driver);
    t = await createTestApp(files.env);
    budi = await loginAs(t.app);
    siti = await loginAs(t.app, "siti@demo.id");
  });
  afterAll(async () => {
    await t.close();
    await files.remove();
  });

  const file = (data: Buffer, filename = "foto.jpg", contentType = "image/jpeg", name = "photo"): Part => ({
    name,
    filename,
    contentType,
    data,
  });

  async function upload(token: string | undefined, parts: Part[]) {
    const { payload, headers } = multipartBody(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/file_content/upload_photo",
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  }

  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

  describe("POST /api/file_content/upload_photo (listing)", () => {
    it("stores 480/960/1600 px WebP variants, never enlarged, and serves them publicly with immutable caching", async () => {
      const res = await upload(budi, [file(await jpegImage(2000, 1500))]);
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data.purpose).toBe("listing");
      expect(data.url).toBe(`/api/files/photos/${data.photo_uuid}-960.webp`);
      expect(data.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
      for (const v of data.variants as { width: number; url: string }[]) {
        const served = await get(v.url);
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe("webp");
        expect(Math.max(meta.width, meta.height)).toBe(v.width);
      }
      const small = await upload(budi, [file(await pngImage(800, 600), "kecil.png", "image/png")]);
      const large = (small.json().data.variants as { url: string }[])[2]!;
      const meta = await sharp((await get(large.url)).rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([800, 600]);
    });

    it("strips EXIF, GPS included, from a phone JPEG", async () => {
      const original = await jpegWithGps();
      const before = await sharp(original).metadata();
      expect(hasGpsPointer(before.exif)).toBe(true);
      expect(original.includes(Buffer.from("RAHASIA-EXIF"))).toBe(true);
      const res = await upload(budi, [file(original)]);
      expect(res.statusCode).toBe(201);
      for (const v of res.json().data.variants as { url: string }[]) {
        const bytes = (await get(v.url)).rawPayload;
        const after = await sharp(bytes).metadata();
        expect(after.exif).toBeUndefined();
        expect(after.xmp).toBeUndefined();
        expect(bytes.includes(Buffer.from("RAHASIA-EXIF"))).toBe(false);
        expect(bytes.includes(Buffer.from("GriyaCam"))).toBe(false);
      }
    });

    it("accepts PNG and WebP, trusting the bytes rather than the declared type", async () => {
      expect((await upload(budi, [file(await pngImage(), "a.png", "image/png")])).statusCode).toBe(201);
      expect((await upload(budi, [file(await webpImage(), "a.bin", "application/octet-stream")])).statusCode).toBe(201);
    });

    it("refuses HEIC with a message asking for JPEG", async () => {
      const res = await upload(budi, [file(heicHeader(), "IMG_0001.HEIC", "image/heic")]);
      expect(res.statusCode).toBe(470);
      expect(res.json().errors.photo[0]).toMatch(/HEIC belum dapat diproses.*JPEG/);
    });

    it.each([
      ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), "a.gif", "image/gif"],
      ["a PDF renamed to .jpg", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"), "ktp.jpg", "image/jpeg"],
    ])("refuses %s with 470 on photo", async (_name, data, filename, type) => {
      const res = await upload(budi, [file(data, filename, type)]);
      expect(res.statusCode).toBe(470);
      expect(res.json().errors.photo).toEqual(["Format file harus JPEG, PNG, atau WebP."]);
    });

    it("refuses a file over 10 MB with 470 on photo", async () => {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 10, 7)]);
      const res = await upload(budi, [file(big)]);
      expect(res.statusCode).toBe(470);
      expect(res.json().errors.photo).toEqual(["Ukuran file maksimal 10 MB."]);
    });

    it("refuses a broken JPEG, a missing file, two files and a JSON body, each on photo", async () => {
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 3)]);
      const r1 = await upload(budi, [file(broken)]);
      expect(r1.statusCode).toBe(470);
      expect(r1.json().errors.photo).toEqual(["File gambar rusak atau tidak dapat dibaca."]);
      const r2 = await upload(budi, [{ name: "purpose", value: "listing" }]);
      expect(r2.json().errors.photo).toEqual(["Foto wajib diunggah."]);
      const img = await webpImage(64, 64);
      const r3 = await upload(budi, [file(img), file(img)]);
      expect(r3.statusCode).toBe(470);
      expect(r3.json().errors.photo).toEqual(["Unggah satu file saja."]);
      const r4 = await t.app.inject({
        method: "POST",
        url: "/api/file_content/upload_photo",
        payload: { photo: "x" },
        headers: bearer(budi),
      });
      expect(r4.statusCode).toBe(470);
      expect(r4.json().errors.photo).toEqual(["Foto wajib diunggah."]);
    });

    it("refuses an unknown purpose with 470 on purpose", async () => {
      const res = await upload(budi, [{ name: "purpose", value: "paspor" }, file(await webpImage(64, 64))]);
      expect(res.statusCode).toBe(470);
      expect(res.json().errors.purpose).toEqual(["Jenis foto harus listing, ktp, atau npwp."]);
    });

    it("needs a token", async () => {
      expect((await upload(undefined, [file(await webpImage(64, 64))])).statusCode).toBe(401);
    });
  });

  describe("KTP/NPWP photos are private", () => {
    it("stores one 1600 px variant under documents/ and serves it only to its owner (404 to anyone else)", async () => {
      const res = await upload(budi, [{ name: "purpose", value: "ktp" }, file(await jpegWithGps(2400, 1600))]);
      expect(res.statusCode).toBe(201);
      const { photo_uuid: uuid, url, variants } = res.json().data;
      expect(url).toBe(`/api/files/documents/${uuid}`);
      expect(variants).toEqual([{ width: 1600, url }]);
      expect(await hasFile(t.app.storage, `documents/${uuid}.webp`)).toBe(true);

      const mine = await get(url, budi);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["cache-control"]).toBe("private, no-store");
      const meta = await sharp(mine.rawPayload).metadata();
      expect([meta.width, meta.exif]).toEqual([1600, undefined]);

      const other = await get(url, siti);
      expect(other.statusCode).toBe(404);
      const missing = await get("/api/files/documents/00000000-0000-4000-8000-000000000000", siti);
      expect(other.json()).toEqual(missing.json());
      expect((await get(url)).statusCode).toBe(401);
      // Never reachable through the public photo route either.
      expect((await get(`/api/files/photos/${uuid}-1600.webp`)).statusCode).toBe(404);
    });

    it("answers 404 for a listing photo asked for as a document", async () => {
      const res = await upload(budi, [file(await webpImage(64, 64))]);
      expect((await get(`/api/files/documents/${res.json().data.photo_uuid}`, budi)).statusCode).toBe(404);
    });

    it("refuses file names outside the served pattern with 470 and unknown ones with 404", async () => {
      expect((await get("/api/files/photos/..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(470);
      expect((await get("/api/files/avatars/0123456789abcdef0123456789abcdef-512.webp")).statusCode).toBe(404);
    });
  });
});
