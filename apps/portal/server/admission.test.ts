import { once } from "node:events";
import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admissionLimits,
  admitPageRenders,
  BUSY_RETRY_AFTER_SECONDS,
  DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
  DEFAULT_MAX_IN_FLIGHT,
  eventLoopTurn,
} from "./admission.mjs";

/** A render held open until the test lets it finish; `started` resolves once it holds its place. */
let started: () => void = () => undefined;
let finish: () => void = () => undefined;
const holding = () => ({
  started: new Promise<void>((resolve) => (started = resolve)),
  finish: () => finish(),
});

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use("/assets", (_req, res) => res.send("static"));
  app.use(admitPageRenders({ maxInFlight: 1, maxEventLoopDelayMs: 0 }));
  app.get("/held", (_req, res) => {
    finish = () => res.send("<h1>Selesai</h1>");
    started();
  });
  app.get("/", (_req, res) => res.send("<h1>Beranda</h1>"));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("admitPageRenders", () => {
  it("answers the page past the limit with 503, Retry-After and the Indonesian page at once; admits again after", async () => {
    const held = holding();
    const heldAnswer = fetch(`${base}/held`);
    await held.started;

    const refused = await fetch(`${base}/`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain('<html lang="id">');
    expect(page).toContain("<h1>Server sedang sibuk. Coba lagi sebentar lagi.</h1>");
    expect(page).toContain('<a href="/">Kembali ke Beranda</a>');
    // What is mounted before it (static files) is not counted.
    expect((await fetch(`${base}/assets/app.js`)).status).toBe(200);

    held.finish();
    expect((await heldAnswer).status).toBe(200);
    const admitted = await fetch(`${base}/`);
    expect(admitted.status).toBe(200);
    expect(await admitted.text()).toBe("<h1>Beranda</h1>");
  });

  it("frees the place of a visitor who went away before the page was sent", async () => {
    const held = holding();
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    socket.write("GET /held HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await held.started;
    expect((await fetch(`${base}/`)).status).toBe(503);
    socket.destroy();
    let status = 503;
    // The server hears of the closed socket on its own time: ask again for up to 5 s.
    for (let tries = 0; status === 503 && tries < 100; tries++) {
      await sleep(50);
      status = (await fetch(`${base}/`)).status;
    }
    expect(status).toBe(200);
    held.finish();
  });
});

describe("eventLoopTurn", () => {
  it("counts from the turn's first call and starts again once the loop came round", async () => {
    let clock = 1000;
    const turn = eventLoopTurn(() => clock);
    expect(turn()).toBe(0);
    clock += 120;
    expect(turn()).toBe(120);
    await Promise.resolve();
    expect(turn()).toBe(120);
    await new Promise((resolve) => setImmediate(resolve));
    clock += 5;
    expect(turn()).toBe(0);
  });
});

describe("admissionLimits", () => {
  it("takes positive whole numbers, the defaults when unset, and refuses anything else by name", () => {
    expect(admissionLimits({})).toEqual({
      maxInFlight: DEFAULT_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
    });
    expect(admissionLimits({ PORTAL_MAX_IN_FLIGHT: "40", PORTAL_MAX_EVENT_LOOP_DELAY_MS: " " })).toEqual({
      maxInFlight: 40,
      maxEventLoopDelayMs: DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
    });
    expect(admissionLimits({ PORTAL_MAX_EVENT_LOOP_DELAY_MS: "0" }).maxEventLoopDelayMs).toBe(0);
    for (const bad of ["0", "-3", "1.5", "banyak"]) {
      expect(() => admissionLimits({ PORTAL_MAX_IN_FLIGHT: bad }), bad).toThrow(/PORTAL_MAX_IN_FLIGHT/);
    }
    for (const bad of ["-3", "1.5", "banyak"]) {
      expect(() => admissionLimits({ PORTAL_MAX_EVENT_LOOP_DELAY_MS: bad }), bad).toThrow(
        /PORTAL_MAX_EVENT_LOOP_DELAY_MS/,
      );
    }
  });
});
