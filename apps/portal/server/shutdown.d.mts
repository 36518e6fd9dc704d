import type { Server } from "node:http";

export function gracefulClose(
  server: Server,
  options: { timeoutMs: number; log?: (message: string) => void; exit?: (code: number) => void },
): () => void;
