import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp } from "../../../test/accounts.js";
import { signedNotification } from "../../../test/payment-orders.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { startPeriodicJob } from "../scheduler/periodic-job.js";
import { startMetricsServer, type MetricsServer } from "./metrics-server.js";

let t: TestApp;
let server: MetricsServer;
beforeAll(async () => {
  t = await createTestApp();
  server = await startMetricsServer({ host: "127.0.0.1", port: 0, db: t.database.db });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  return res.text();
};
const sample = (text: string, series: string) =>
  Number(
    text
      .split("\n")
      .find((line) => line.startsWith(series + " "))
      ?.slice(series.length + 1) ?? Number.NaN,
  );

describe("metrics on their own port", () => {
  it("times requests per operation, method and status class", async () => {
    await t.app.inject({ method: "GET", url: "/api/public" });
    await t.app.inject({ method: "GET", url: "/api/no-such-path" });
    const text = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count{operation="getPublicConfig",method="GET",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{operation="none",method="GET",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.1",operation="getPublicConfig",method="GET",status_class="2xx"}',
    );
  });

  it("counts job runs and failures per job", async () => {
    let calls = 0;
    const job = startPeriodicJob(
      "metrics-test-job",
      5,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("first run fails");
        return 0;
      },
      { info: () => {}, error: () => {} },
    );
    await expect.poll(() => calls).toBeGreaterThanOrEqual(2);
    await job.stop();
    const text = await scrape();
    expect(sample(text, 'job_runs_total{job="metrics-test-job"}')).toBe(calls);
    expect(sample(text, 'job_failures_total{job="metrics-test-job"}')).toBe(1);
  });

  it("counts payment notifications by result and rate-limit refusals by rule", async () => {
    const ip = freshIp();
    const forged = signedNotification("not-the-key", {
      order_id: "GRY-404",
      transaction_status: "settlement",
      gross_amount: "1000.00",
    });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await t.app.inject({ method: "POST", url: "/api/payments/notifications", payload: forged, remoteAddress: ip }))
          .statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    const text = await scrape();
    expect(sample(text, 'payment_notifications_total{result="bad_signature"}')).toBeGreaterThanOrEqual(21);
    expect(sample(text, 'rate_limit_refusals_total{rule="paymentNotification"}')).toBeGreaterThanOrEqual(1);
  });

  it("reports the outbox backlog when scraped, and the process's own series", async () => {
    const count = async () => {
      const result: unknown = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM outbox_messages`);
      return (result as { rows: { n: number }[] }).rows[0]!.n;
    };
    expect(sample(await scrape(), "outbox_backlog")).toBe(await count());
    await t.database.db.execute(
      sql`INSERT INTO outbox_messages (channel, recipient, text_body) VALUES ('sms', '081200000000', 'x')`,
    );
    const text = await scrape();
    expect(sample(text, "outbox_backlog")).toBe(await count());
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("answers 404 to anything but GET /metrics", async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: "POST" })).status).toBe(404);
  });
});
