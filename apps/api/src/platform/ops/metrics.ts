import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus series (served on METRICS_PORT by metrics-server.ts). Module-wide like the process they
 * describe; counters only ever go up, so tests compare before and after.
 */
export const metricsRegistry = new Registry();

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "API request duration by operation (the contract's operationId), method and status class.",
  labelNames: ["operation", "method", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: "job_runs_total",
  help: "Runs of each periodic job in this process, failed ones included.",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: "job_failures_total",
  help: "Runs of each periodic job that failed.",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
});

export const paymentNotifications = new Counter({
  name: "payment_notifications_total",
  help: "Payment gateway notifications by result (an accepted one by its outcome).",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused (429) by each rate-limit rule.",
  labelNames: ["rule"] as const,
  registers: [metricsRegistry],
});

export const transactionRetries = new Counter({
  name: "transaction_lock_conflicts_total",
  help: "Transactions PostgreSQL rolled back to end a deadlock or serialization failure (each is run again or answered 503).",
  labelNames: ["conflict"] as const,
  registers: [metricsRegistry],
});

export const busyRefusals = new Counter({
  name: "http_busy_refusals_total",
  help: "Requests answered 503 at once past API_MAX_IN_FLIGHT or API_MAX_EVENT_LOOP_DELAY_MS (admission control).",
  registers: [metricsRegistry],
});

let outboxBacklogSource: (() => Promise<number>) | undefined;

/** Counted when scraped, from the source the metrics server names: nothing queries while metrics are off. */
new Gauge({
  name: "outbox_backlog",
  help: "Messages waiting in the outbox table (e-mail without SMTP, SMS until a provider sends them).",
  registers: [metricsRegistry],
  async collect() {
    if (outboxBacklogSource) this.set(await outboxBacklogSource());
  },
});

export function setOutboxBacklogSource(source: (() => Promise<number>) | undefined): void {
  outboxBacklogSource = source;
}

/** "2xx", "4xx"…: a label with few values, whatever statuses the contract adds. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}
