// Graceful stop of the portal server on SIGTERM/SIGINT. Plain JS so Node runs it without a build.

/**
 * Stops accepting connections, lets the requests in flight finish (their connections then close instead of
 * staying open for keep-alive), and exits 0; past timeoutMs it exits 1 whatever is still running.
 * @param {import("node:http").Server} server
 * @param {{ timeoutMs: number, log?: (message: string) => void, exit?: (code: number) => void }} options
 * @returns {() => void} starts the shutdown (once)
 */
export function gracefulClose(server, { timeoutMs, log = console.log, exit = (code) => process.exit(code) }) {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    log("[portal] shutting down: finishing requests");
    // Answers still being sent tell their clients to reconnect elsewhere; idle connections are closed as they free up.
    server.on("request", (_req, res) => res.setHeader("Connection", "close"));
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    setTimeout(() => {
      log("[portal] shutdown took too long; exiting anyway");
      exit(1);
    }, timeoutMs).unref();
    server.close(() => {
      clearInterval(sweep);
      log("[portal] shut down cleanly");
      exit(0);
    });
  };
}
