import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { insertNotification } from "./notification-repository.js";
import { NOTIFICATION_PAGE_SIZE } from "./list-notifications.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

let seq = 0;
async function agent() {
  const email = `notifikasi.${++seq}@contoh.id`;
  const userId = await createAgent(db, email);
  return { userId, token: await loginAs(t.app, email) };
}

/** `count` notifications, the i-th created i minutes ago (so the first is the newest). */
async function notify(userId: number, count: number) {
  for (let i = 0; i < count; i++) {
    await insertNotification(db, {
      userId,
      type: "SCHEDULED_REPOST_FAILED",
      title: `Judul ${i}`,
      body: `Pesan ${i}`,
      data: { n: i },
    });
    await db.execute(sql`UPDATE notifications SET created_at = now() - make_interval(mins => ${i}::int)
      WHERE id = (SELECT max(id) FROM notifications WHERE user_id = ${userId})`);
  }
}

const list = (token: string, page?: number) =>
  t.app.inject({
    method: "GET",
    url: `/api/notifications${page === undefined ? "" : `?page=${page}`}`,
    headers: bearer(token),
  });
const markRead = (token: string, uuid: string) =>
  t.app.inject({ method: "POST", url: "/api/notifications/read", headers: bearer(token), payload: { uuid } });

describe(`notifications API (${testDriver()})`, () => {
  it("lists the caller's notifications newest first, a page at a time", async () => {
    const a = await agent();
    const b = await agent();
    const total = NOTIFICATION_PAGE_SIZE + 5;
    await notify(a.userId, total);
    await notify(b.userId, 2);

    const first = await list(a.token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: NOTIFICATION_PAGE_SIZE, total, last_page: 2 });
    expect(body.data).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(body.data[0]).toEqual({
      uuid: expect.any(String),
      type: "SCHEDULED_REPOST_FAILED",
      title: "Judul 0",
      message: "Pesan 0",
      data: { n: 0 },
      read_at: null,
      created_at: expect.any(String),
    });
    const second = (await list(a.token, 2)).json();
    expect(second.meta).toMatchObject({ current_page: 2, total });
    const titles = [...body.data, ...second.data].map((n: { title: string }) => n.title);
    expect(titles).toEqual(Array.from({ length: total }, (_, i) => `Judul ${i}`));
    expect((await list(a.token, 3)).json()).toEqual({
      data: [],
      meta: { current_page: 3, per_page: NOTIFICATION_PAGE_SIZE, total, last_page: 2 },
    });

    // B sees only B's own.
    expect((await list(b.token)).json().data.map((n: { title: string }) => n.title)).toEqual(["Judul 0", "Judul 1"]);
    const fresh = await agent();
    expect((await list(fresh.token)).json()).toEqual({
      data: [],
      meta: { current_page: 1, per_page: NOTIFICATION_PAGE_SIZE, total: 0, last_page: 1 },
    });
    expect((await t.app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    const pageZero = await t.app.inject({ method: "GET", url: "/api/notifications?page=0", headers: bearer(a.token) });
    expect(pageZero.statusCode).toBe(470);
  });

  it("marks the caller's own notification read, once; another agent's answers 404 and stays unread", async () => {
    const a = await agent();
    const b = await agent();
    await notify(a.userId, 1);
    const [note] = (await list(a.token)).json().data;

    const foreign = await markRead(b.token, note.uuid);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errors: "Notifikasi tidak ditemukan." });
    const [unread] = await rowsOf(
      db,
      v.object({ read_at: v.nullable(v.string()) }),
      sql`SELECT read_at FROM notifications WHERE uuid = ${note.uuid}::uuid`,
    );
    expect(unread!.read_at).toBeNull();

    const res = await markRead(a.token, note.uuid);
    expect(res.statusCode).toBe(200);
    const read = res.json().data;
    expect(read).toMatchObject({ uuid: note.uuid, title: note.title, message: note.message });
    expect(read.read_at).not.toBeNull();
    // Marking again keeps the first read time.
    expect((await markRead(a.token, note.uuid)).json().data.read_at).toBe(read.read_at);
    expect((await list(a.token)).json().data[0].read_at).toBe(read.read_at);

    expect((await markRead(a.token, "0b7e1d2c-3a4f-4b5c-8d6e-7f8091a2b3c4")).statusCode).toBe(404);
    expect((await markRead(a.token, "bukan-uuid")).statusCode).toBe(470);
  });
});
