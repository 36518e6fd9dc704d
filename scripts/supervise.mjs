// Keeps the processes of `pnpm start` running: a child that crashes is started again after a pause that
// doubles with each crash in a row (reset once it has run for a while), and every restart is logged. A child
// that stops cleanly (exit code 0, or SIGINT/SIGTERM/SIGHUP) was asked to stop: everything stops.
import { spawn } from "node:child_process";

const STOP_SIGNALS = new Set(["SIGINT", "SIGTERM", "SIGHUP"]);

/**
 * @typedef {{ name: string, command: string, args: string[], options?: import("node:child_process").SpawnOptions }} ChildSpec
 * @typedef {{
 *   initialDelayMs?: number, maxDelayMs?: number, stableAfterMs?: number, stopTimeoutMs?: number,
 *   log?: (line: string) => void,
 * }} SuperviseOptions
 */

const seconds = (ms) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

/**
 * Starts every child and keeps it running until stop(). Give `command` as a real executable (process.execPath,
 * not the node_modules/.bin/node shim, which does not pass signals on), so stopping reaches the process itself.
 * @param {ChildSpec[]} specs
 * @param {SuperviseOptions} [options]
 * @returns {{ stop: (code?: number) => Promise<number>, exited: Promise<number>, pids: () => Record<string, number | undefined> }}
 */
export function supervise(specs, options = {}) {
  const {
    initialDelayMs = 1000,
    maxDelayMs = 30_000,
    stableAfterMs = 30_000,
    stopTimeoutMs = 10_000,
    log = (line) => console.log(line),
  } = options;
  /** @type {Map<string, import("node:child_process").ChildProcess>} */
  const running = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const pending = new Set();
  let stopping = false;
  let exitCode = 0;
  /** @type {(code: number) => void} */
  let finish = () => {};
  const exited = new Promise((resolve) => (finish = resolve));

  /** @param {ChildSpec} spec @param {number} crashes crashes in a row before this start */
  function start(spec, crashes) {
    const startedAt = Date.now();
    const child = spawn(spec.command, spec.args, { stdio: "inherit", ...spec.options });
    running.set(spec.name, child);
    let ended = false;
    const onEnd = (
      /** @type {number | null} */ code,
      /** @type {string | null} */ signal,
      /** @type {Error=} */ error,
    ) => {
      if (ended) return;
      ended = true;
      running.delete(spec.name);
      if (stopping) {
        if (running.size === 0) finish(exitCode);
        return;
      }
      if (!error && (code === 0 || (signal && STOP_SIGNALS.has(signal)))) {
        log(`[start] ${spec.name} stopped; stopping everything`);
        void stop(0);
        return;
      }
      const inARow = Date.now() - startedAt >= stableAfterMs ? 1 : crashes + 1;
      const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** (inARow - 1));
      const how = error
        ? `could not start (${error.message})`
        : signal
          ? `was killed by ${signal}`
          : `crashed (exit code ${code})`;
      log(`[start] ${spec.name} ${how}; restarting in ${seconds(delay)} (crash ${inARow} in a row)`);
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (stopping) return;
        log(`[start] restarting ${spec.name}`);
        start(spec, inARow);
      }, delay);
      pending.add(timer);
    };
    child.on("exit", (code, signal) => onEnd(code, signal));
    child.on("error", (error) => onEnd(null, null, error));
  }

  /** Stops every child (SIGTERM, then SIGKILL after stopTimeoutMs); resolves with `code` once all have exited. */
  function stop(code = 0) {
    if (stopping) return exited;
    stopping = true;
    exitCode = code;
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    if (running.size === 0) finish(exitCode);
    for (const child of running.values()) child.kill("SIGTERM");
    setTimeout(() => {
      for (const child of running.values()) child.kill("SIGKILL");
    }, stopTimeoutMs).unref();
    return exited;
  }

  for (const spec of specs) start(spec, 0);
  return {
    stop,
    exited,
    pids: () => Object.fromEntries([...running].map(([name, child]) => [name, child.pid])),
  };
}

/**
 * supervise() until Ctrl-C, SIGTERM or SIGHUP, or until the process that started this one goes away, then stops
 * every child and exits with the code stop() gives. The parent check matters under `pnpm start`: a SIGTERM to
 * pnpm ends the node_modules/.bin/node shell shim without passing the signal on, which would leave this
 * process and its children running with nobody to stop them.
 * @param {ChildSpec[]} specs
 * @param {SuperviseOptions & { parentCheckMs?: number }} [options]
 */
export async function superviseUntilSignal(specs, options = {}) {
  const { parentCheckMs = 1000, ...rest } = options;
  const supervisor = supervise(specs, rest);
  const log = rest.log ?? ((line) => console.log(line));
  for (const signal of STOP_SIGNALS) process.on(signal, () => void supervisor.stop(0));
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    log("[start] the process that started Griya is gone; stopping everything");
    void supervisor.stop(0);
  }, parentCheckMs);
  const code = await supervisor.exited;
  clearInterval(watch);
  process.exit(code);
}
