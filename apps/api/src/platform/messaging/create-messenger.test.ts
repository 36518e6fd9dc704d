import { createServer, type Server } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../db/rows-of.js";
import { activationEmail, otpSms } from "../../kernels/auth/account-messages.js";

/** Just enough of an SMTP server to accept one message and remember its DATA. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n")) {
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(data);
            data = "";
            socket.write("250 OK\r\n");
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
        else if (verb === "MAIL" || verb === "RCPT" || verb === "RSET") socket.write("250 OK\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0, received });
    });
  });
}

let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await fakeSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Griya <halo@griya.test>" });
});
afterAll(async () => {
  await t.close();
  smtp.server.close();
});

const outboxCount = async () =>
  (await rowsOf(t.database.db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM outbox_messages`))[0]!.n;

describe("messenger", () => {
  it("sends e-mail over SMTP when SMTP_URL is set, with Indonesian text and HTML parts", async () => {
    await t.app.messenger.send(
      activationEmail("andi@contoh.id", "Andi <b>", "http://localhost:3000/user/activation/tok", 24),
    );
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]!;
    expect(raw).toMatch(/^From: Griya <halo@griya\.test>$/m);
    expect(raw).toMatch(/^To: andi@contoh\.id$/m);
    expect(raw).toMatch(/^Subject: Aktivasi akun Griya Anda$/m);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain("Andi &lt;b&gt;");
    expect(await outboxCount()).toBe(0);
  });

  it("still puts SMS in the outbox (no SMS provider yet)", async () => {
    await t.app.messenger.send(otpSms("081234567890", "654321", 5));
    expect(await outboxCount()).toBe(1);
  });

  it("leaves e-mail for after the commit when SMTP is set, and writes SMS into the caller's transaction", async () => {
    const before = await outboxCount();
    const mail = activationEmail("andi@contoh.id", "Andi", "http://localhost:3000/user/activation/tok", 24);
    await expect(t.database.db.transaction((tx) => t.app.messenger.enqueue(tx, mail))).resolves.toBe(false);
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await t.app.messenger.enqueue(tx, otpSms("081234567890", "111111", 5))).toBe(true);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await outboxCount()).toBe(before);
  });
});

describe("messenger without SMTP", () => {
  it("writes e-mail into the caller's transaction: it commits or rolls back with the caller's rows", async () => {
    const plain = await createTestApp();
    try {
      const count = async () =>
        (
          await rowsOf(
            plain.database.db,
            v.object({ n: v.number() }),
            sql`
        SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = 'andi@contoh.id'`,
          )
        )[0]!.n;
      const mail = activationEmail("andi@contoh.id", "Andi", "http://localhost:3000/user/activation/tok", 24);
      await expect(
        plain.database.db.transaction(async (tx) => {
          await plain.app.messenger.enqueue(tx, mail);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      expect(await count()).toBe(0);
      await expect(plain.database.db.transaction((tx) => plain.app.messenger.enqueue(tx, mail))).resolves.toBe(true);
      expect(await count()).toBe(1);
    } finally {
      await plain.close();
    }
  });
});
