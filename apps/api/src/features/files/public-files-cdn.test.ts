import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, type Part } from "../../../test/multipart-body.js";
import { jpegImage, pngImage } from "../../../test/test-images.js";
import { testStorage, type TestStorage } from "../../../test/storage-drivers.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

// S3_PUBLIC_URL: the base that serves the bucket's public files. Here the local S3 server's own bucket URL stands
// in for the CDN (it answers anonymous reads, as a public bucket or CDN does).
let t: TestApp;
let files: TestStorage;
let cdn: string;
let budi: string;
let siti: string;
beforeAll(async () => {
  files = await testStorage("s3");
  cdn = `${files.env.S3_ENDPOINT}/${files.env.S3_BUCKET}`;
  t = await createTestApp({ ...files.env, S3_PUBLIC_URL: cdn });
  budi = await loginAs(t.app);
  siti = await loginAs(t.app, "siti@demo.id");
});
afterAll(async () => {
  await t.close();
  await files.remove();
});

async function post(url: string, token: string, parts: Part[]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: "POST", url, payload, headers: { ...headers, ...bearer(token) } });
}
const photo = (data: Buffer, name = "photo"): Part => ({ name, filename: "foto.jpg", contentType: "image/jpeg", data });

describe("public files on a CDN (FILES_DRIVER=s3 with S3_PUBLIC_URL)", () => {
  it("links listing photo variants on the CDN, where they are the stored WebP files; the API still serves them", async () => {
    const res = await post("/api/file_content/upload_photo", budi, [photo(await jpegImage(1200, 900))]);
    expect(res.statusCode).toBe(201);
    const { photo_uuid: uuid, url, variants } = res.json().data;
    expect(url).toBe(`${cdn}/photos/${uuid}-960.webp`);
    for (const v of variants as { width: number; url: string }[]) {
      expect(v.url).toBe(`${cdn}/photos/${uuid}-${v.width}.webp`);
      const fromCdn = await fetch(v.url);
      expect(fromCdn.status).toBe(200);
      const meta = await sharp(Buffer.from(await fromCdn.arrayBuffer())).metadata();
      expect([meta.format, Math.max(meta.width, meta.height)]).toEqual(["webp", Math.min(v.width, 1200)]);
      const fromApi = await t.app.inject({ method: "GET", url: `/api/files/photos/${uuid}-${v.width}.webp` });
      expect([fromApi.statusCode, fromApi.headers["cache-control"]]).toEqual([
        200,
        "public, max-age=31536000, immutable",
      ]);
    }
  });

  it("links avatars on the CDN in the upload's answer and the user", async () => {
    const res = await post("/api/upload-profile", budi, [photo(await pngImage(300, 300), "avatar")]);
    expect(res.statusCode).toBe(200);
    const { avatar_url, avatar_small_url } = res.json().data;
    expect(avatar_url).toMatch(new RegExp(`^${cdn}/avatars/[0-9a-f]{32}-512\\.webp$`));
    expect(avatar_small_url).toBe(avatar_url.replace("-512.webp", "-256.webp"));
    expect((await fetch(avatar_small_url)).status).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(budi) });
    expect(me.json().data.avatar_url).toBe(avatar_url);
  });

  it("never links a KTP/NPWP photo on the CDN: its URL stays the API's, for its owner only", async () => {
    const res = await post("/api/file_content/upload_photo", budi, [
      { name: "purpose", value: "npwp" },
      photo(await jpegImage(800, 500)),
    ]);
    expect(res.statusCode).toBe(201);
    const { photo_uuid: uuid, url, variants } = res.json().data;
    expect(url).toBe(`/api/files/documents/${uuid}`);
    expect(variants).toEqual([{ width: 1600, url }]);
    expect(JSON.stringify(res.json())).not.toContain(cdn);
    const mine = await t.app.inject({ method: "GET", url, headers: bearer(budi) });
    expect([mine.statusCode, mine.headers["cache-control"]]).toEqual([200, "private, no-store"]);
    expect((await t.app.inject({ method: "GET", url, headers: bearer(siti) })).statusCode).toBe(404);
  });
});
