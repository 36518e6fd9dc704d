export type ChunkMeta = { getModuleInfo: (id: string) => { importers: readonly string[] } | null };

/** `build.rollupOptions.output.manualChunks` of the client build. */
export function clientChunk(id: string, meta: ChunkMeta): string | undefined;
