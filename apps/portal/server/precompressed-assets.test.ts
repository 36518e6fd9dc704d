import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.mjs";
import { acceptedEncodings } from "./precompressed-assets.mjs";

describe("acceptedEncodings", () => {
  it("lists what the browser takes among br and gzip, brotli first", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip;q=1.0, br;q=0.2")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("GZIP")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
  });

  it("leaves out what q=0 refuses, and takes nothing from an absent or identity-only header", () => {
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("*;q=0.5, gzip;q=0")).toEqual(["br"]);
    expect(acceptedEncodings("br;q=0.000")).toEqual([]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings("")).toEqual([]);
  });
});

describe("precompressDirectory", () => {
  it("writes a brotli and a gzip copy of every script and stylesheet, and leaves other files alone", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const script = "export const teks = 'Cari properti';\n".repeat(200);
    writeFileSync(path.join(dir, "assets", "page.js"), script);
    writeFileSync(path.join(dir, "assets", "app.css"), "body { margin: 0 }\n".repeat(50));
    writeFileSync(path.join(dir, "favicon.ico"), Buffer.from([0, 0, 1, 0]));

    const done = await precompressDirectory(dir);

    expect(done.map((file) => path.relative(dir, file)).sort()).toEqual(["assets/app.css", "assets/page.js"]);
    expect(readdirSync(path.join(dir, "assets")).sort()).toEqual([
      "app.css",
      "app.css.br",
      "app.css.gz",
      "page.js",
      "page.js.br",
      "page.js.gz",
    ]);
    expect(readdirSync(dir).sort()).toEqual(["assets", "favicon.ico"]);
    const br = readFileSync(path.join(dir, "assets", "page.js.br"));
    const gz = readFileSync(path.join(dir, "assets", "page.js.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
  });
});
