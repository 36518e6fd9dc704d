import type { FastifyInstance } from "fastify";

export type ShutdownOptions = {
  /** How long the process goes on serving, with readiness failing, before it stops accepting (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** Past this the process exits 1 whatever is still running (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Closed last (the metrics server), so the shutdown itself can still be scraped. */
  alsoClose?: Array<{ close(): Promise<void> }>;
  exit?: (code: number) => void;
};

/**
 * On SIGTERM or SIGINT, in this order: health and readiness answer 503 while the process goes on serving for drainMs
 * (load balancers see it and stop sending; requests already on their way are read), the jobs stop scheduling
 * (start.ts, preClose), the server stops accepting and finishes the requests in flight, a running job finishes,
 * the listing counts are written and the database closes (onClose hooks), then the process exits 0. ADR 0040.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const shutdown = async (signal: string) => {
    if (started) return;
    started = true;
    app.draining = true;
    app.log.info({ signal }, "shutting down: finishing requests and jobs");
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, "shutdown took too long; exiting anyway");
      exit(1);
    }, options.timeoutMs);
    deadline.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, options.drainMs));
      await app.close();
      for (const other of options.alsoClose ?? []) await other.close();
      app.log.info("shut down cleanly");
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      exit(1);
    }
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void shutdown(signal));
}
