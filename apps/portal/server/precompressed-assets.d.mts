import type express from "express";
import type { RequestHandler } from "express";

type ServeStaticOptions = NonNullable<Parameters<typeof express.static>[1]>;

/** The encodings an Accept-Encoding header allows among those the build precompresses, server preference first. */
export function acceptedEncodings(header: string | undefined): ("br" | "gzip")[];

/** Middleware serving a file's .br or .gz copy under `dir` to browsers that accept it; others fall through. */
export function precompressedAssets(dir: string, options?: ServeStaticOptions): RequestHandler;
