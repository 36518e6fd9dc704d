// Build step: every script and stylesheet of the browser build gets a brotli (.br) and a gzip (.gz) copy next to
// it, compressed once at the highest levels, so the server sends them without compressing per request
// (server/precompressed-assets.mjs). Brotli is about 12% smaller than gzip on these files.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The gzip level of the build's .gz copies, which browsers without brotli receive (and the JS budget weighs). */
export const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/** The file types that are precompressed; every other asset (images, fonts) is sent as it is. */
export const PRECOMPRESSED_TYPES = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

/** Writes `<file>.br` and `<file>.gz` for every .js and .css file under `dir`; returns the files it compressed. */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && Object.hasOwn(PRECOMPRESSED_TYPES, path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      };
      await writeFile(`${file}.br`, await brotli(source, { params }));
      await writeFile(`${file}.gz`, await gzipAsync(source, { level: GZIP_LEVEL }));
    }),
  );
  return files;
}

// `node server/precompress.mjs` after `react-router build` (the build script): the whole browser build, the
// route manifest React Router writes at the very end included.
if (import.meta.main) {
  const clientDir = path.join(import.meta.dirname, "..", "build", "client");
  const files = await precompressDirectory(clientDir);
  console.log(
    `[precompress] ${files.length} scripts and stylesheets in ${path.relative(process.cwd(), clientDir)}: .br and .gz written`,
  );
}
