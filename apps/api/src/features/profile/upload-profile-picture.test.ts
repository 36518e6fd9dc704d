import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, type Part } from "../../../test/multipart-body.js";
import { heicHeader, jpegImage, jpegWithGps, pngImage } from "../../../test/test-images.js";
import { STORAGE_DRIVERS, hasFile, testStorage, type TestStorage } from "../../../test/storage-drivers.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

describe.each(STORAGE_DRIVERS)("%s storage", (driver) => {
  let t: TestApp;
  let files: TestStorage;
  let token: string;
  beforeAll(async () => {
    files = await testStorage(driver);
    t = await createTestApp(files.env);
    token = await loginAs(t.app);
  });
  afterAll(async () => {
    await t.close();
    await files.remove();
  });

  const avatar = (data: Buffer, filename = "saya.jpg", contentType = "image/jpeg"): Part => ({
    name: "avatar",
    filename,
    contentType,
    data,
  });

  async function uploadAvatar(parts: Part[], auth: string | null = token) {
    const { payload, headers } = multipartBody(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/upload-profile",
      payload,
      headers: { ...headers, ...(auth ? bearer(auth) : {}) },
    });
  }

  const stored = (url: string) => hasFile(t.app.storage, `avatars/${url.split("/").pop()!}`);

  describe("POST /api/upload-profile", () => {
    it("stores 256 and 512 px WebP squares without metadata and shows them as the user's avatar_url", async () => {
      const res = await uploadAvatar([avatar(await jpegWithGps(1200, 900))]);
      expect(res.statusCode).toBe(200);
      const { avatar_url, avatar_small_url } = res.json().data;
      expect(avatar_url).toMatch(/^\/api\/files\/avatars\/[0-9a-f]{32}-512\.webp$/);
      expect(avatar_small_url).toBe(avatar_url.replace("-512.webp", "-256.webp"));
      for (const [url, size] of [
        [avatar_url, 512],
        [avatar_small_url, 256],
      ] as const) {
        const served = await t.app.inject({ method: "GET", url });
        expect(served.statusCode).toBe(200);
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", size, size, undefined]);
      }
      const me = await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) });
      expect(me.json().data.avatar_url).toBe(avatar_url);
    });

    it("removes the previous picture when a new one is uploaded", async () => {
      const first = (await uploadAvatar([avatar(await pngImage(300, 300), "a.png", "image/png")])).json().data;
      expect(await stored(first.avatar_url)).toBe(true);
      const second = (await uploadAvatar([avatar(await jpegImage(640, 480))])).json().data;
      expect(second.avatar_url).not.toBe(first.avatar_url);
      expect(await stored(first.avatar_url)).toBe(false);
      expect(await stored(first.avatar_small_url)).toBe(false);
      expect((await t.app.inject({ method: "GET", url: first.avatar_url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: second.avatar_url })).statusCode).toBe(200);
    });

    it("refuses more than 5 MB, HEIC, other types and a missing file with 470 on avatar", async () => {
      const big = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(5 * 1024 * 1024 + 1, 1),
      ]);
      const cases: [Part[], string][] = [
        [[avatar(big, "besar.png", "image/png")], "Ukuran file maksimal 5 MB."],
        [
          [avatar(heicHeader(), "IMG.HEIC", "image/heic")],
          "Foto HEIC belum dapat diproses. Simpan atau ekspor foto sebagai JPEG, lalu unggah kembali.",
        ],
        [
          [avatar(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "a.svg", "image/svg+xml")],
          "Format file harus JPEG, PNG, atau WebP.",
        ],
        [
          [{ name: "photo", filename: "a.png", contentType: "image/png", data: await pngImage(10, 10) }],
          "Foto profil wajib diunggah.",
        ],
      ];
      for (const [parts, message] of cases) {
        const res = await uploadAvatar(parts);
        expect(res.statusCode).toBe(470);
        expect(res.json().errors).toEqual({ avatar: [message] });
      }
    });

    it("needs a token", async () => {
      expect((await uploadAvatar([avatar(await pngImage(10, 10), "a.png", "image/png")], null)).statusCode).toBe(401);
    });
  });
});
