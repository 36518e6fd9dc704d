/** The gzip level of the build's .gz copies. */
export declare const GZIP_LEVEL: number;
export declare const PRECOMPRESSED_TYPES: Record<".js" | ".css", string>;

/** Writes `<file>.br` and `<file>.gz` for every .js and .css file under `dir`; returns the files it compressed. */
export function precompressDirectory(dir: string): Promise<string[]>;
