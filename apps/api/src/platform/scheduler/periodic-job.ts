import { jobFailures, jobRuns } from "../ops/metrics.js";

export type JobLog = { info(o: object, m: string): void; error(o: object, m: string): void };

export type PeriodicJob = { stop(): Promise<void> };

/**
 * Runs `run` now and then every intervalMs, never two at once in this process; a failure is logged and the
 * next tick tries again. stop() waits for a run in progress, so the database can close after it.
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  run: () => Promise<number>,
  log: JobLog,
): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      try {
        const processed = await run();
        if (processed > 0) log.info({ job: name, processed }, "job run");
      } catch (error) {
        jobFailures.inc({ job: name });
        log.error({ job: name, err: error }, "job failed");
      }
      jobRuns.inc({ job: name });
    })().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };
  timer = setTimeout(tick, 0).unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
