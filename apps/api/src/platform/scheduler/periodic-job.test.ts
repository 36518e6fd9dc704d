import { describe, expect, it } from "vitest";
import { startPeriodicJob } from "./periodic-job.js";

const quietLog = () => {
  const errors: unknown[] = [];
  return { errors, log: { info: () => {}, error: (o: object) => void errors.push(o) } };
};

describe("startPeriodicJob", () => {
  it("runs at once and then every interval, one run at a time, and keeps going after a failure", async () => {
    const { errors, log } = quietLog();
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const job = startPeriodicJob(
      "test",
      5,
      async () => {
        runs += 1;
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await new Promise((r) => setTimeout(r, 10));
        concurrent -= 1;
        if (runs === 2) throw new Error("boom");
        return 1;
      },
      log,
    );
    await new Promise((r) => setTimeout(r, 120));
    await job.stop();
    const after = runs;
    expect(after).toBeGreaterThanOrEqual(3);
    expect(maxConcurrent).toBe(1);
    expect(errors).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(after);
  });

  it("stop() waits for the run in progress", async () => {
    const { log } = quietLog();
    let finished = false;
    const job = startPeriodicJob(
      "slow",
      1000,
      async () => {
        await new Promise((r) => setTimeout(r, 40));
        finished = true;
        return 0;
      },
      log,
    );
    await new Promise((r) => setTimeout(r, 5));
    await job.stop();
    expect(finished).toBe(true);
  });
});
