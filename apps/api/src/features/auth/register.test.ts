import { mobilePhone } from "@griya/domain/validation-messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp, outboxFor, register, registration } from "../../../test/accounts.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://portal.griya.test" });
});
afterAll(() => t.close());

const userRow = async (email: string) =>
  (await rowsOf(t.database.db, v.record(v.string(), v.unknown()), sql`SELECT * FROM users WHERE email = ${email}`))[0];

const COMMON_PASSWORD =
  "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain.";

describe("POST /api/agent/auth/register", () => {
  it("creates an unactivated agent, answers 201 without a token and e-mails a 24-hour activation link", async () => {
    const res = await register(
      t.app,
      registration("Andi.Baru@Contoh.ID", {
        name: "  Andi Pratama  ",
        phone_number: "+62 812-1111-2222",
        nib: "1234567890123",
        referral_code: "budisant",
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { email: "andi.baru@contoh.id", message: expect.stringMatching(/aktivasi/) } });

    const user = await userRow("andi.baru@contoh.id");
    expect(user).toMatchObject({
      name: "Andi Pratama",
      email_verified_at: null,
      phone_number: "081211112222",
      phone_number_verified_at: null,
      nib: "1234567890123",
      is_agent: true,
      agent_type_id: 2,
      agent_office_id: 1,
      agent_office_name: null,
    });
    expect(user!.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(String(user!.password_hash)).toMatch(/^\$argon2id\$/);
    const referrer = await rowsOf(
      t.database.db,
      v.object({ id: v.number() }),
      sql`SELECT id FROM users WHERE email = 'agen@demo.id'`,
    );
    expect(user!.referred_by_user_id).toBe(referrer[0]!.id);
    const areas = await rowsOf(
      t.database.db,
      v.object({ city_id: v.string() }),
      sql`SELECT city_id FROM agent_area_specializations WHERE user_id = ${user!.id} ORDER BY city_id`,
    );
    expect(areas.map((a) => a.city_id)).toEqual(["31.71", "32.73"]);

    const [mail] = await outboxFor(t.app, "andi.baru@contoh.id");
    expect(mail).toMatchObject({ channel: "email", subject: "Aktivasi akun Griya Anda", otp: null });
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(/^https:\/\/portal\.griya\.test\/user\/activation\/[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(mail!.links[0]);
    expect(mail!.text).toMatch(/24 jam/);
    const links = await rowsOf(
      t.database.db,
      v.object({ hours: v.number() }),
      sql`
      SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM one_time_links
      WHERE user_id = ${user!.id} AND purpose = 'activation'`,
    );
    expect(links).toEqual([{ hours: 24 }]);
  });

  it("does not log the new agent in", async () => {
    const res = await register(t.app, registration("belum.masuk@contoh.id"));
    expect(res.statusCode).toBe(201);
    expect(JSON.stringify(res.json())).not.toMatch(/token/i);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/agent/auth/login",
      payload: { email: "belum.masuk@contoh.id", password: "rahasia-baru-99" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().needs_activation).toBe(true);
  });

  it("refuses an e-mail already registered, whatever its case", async () => {
    const res = await register(t.app, registration("AGEN@demo.id"));
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ email: ["Email sudah terdaftar."] });
  });

  it("gathers every business refusal in one 470", async () => {
    const res = await register(
      t.app,
      registration("salah.semua@contoh.id", {
        name: "  A  ",
        phone_number: "0212345678",
        password_confirmation: "bukan-sama-123",
        agent_type_id: 999,
        agent_office_id: 999,
        selected_area_specializations: ["31.71", "99.99"],
        referral_code: "ZZZZZZZZ",
      }),
    );
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      name: ["Nama lengkap minimal 3 karakter."],
      phone_number: [mobilePhone()],
      password_confirmation: ["Konfirmasi kata sandi tidak sama."],
      agent_type_id: ["Tipe agen yang dipilih tidak valid."],
      agent_office_id: ["Kantor agen yang dipilih tidak valid."],
      selected_area_specializations: ["Spesialisasi area yang dipilih tidak valid."],
      referral_code: ["Kode referral tidak ditemukan atau sudah tidak aktif."],
    });
    expect(await userRow("salah.semua@contoh.id")).toBeUndefined();
  });

  it("refuses a common password, an all-whitespace one and the e-mail address itself", async () => {
    const cases: [string, string, string][] = [
      ["umum@contoh.id", "password", "%s"],
      ["angka@contoh.id", "12345678", "%s"],
      ["spasi@contoh.id", "        ", "Kata sandi tidak boleh hanya berisi spasi."],
      ["sama.email@contoh.id", "Sama.Email@contoh.id", "Kata sandi tidak boleh sama dengan alamat email."],
    ];
    for (const [email, password, message] of cases) {
      const res = await register(t.app, registration(email, { password, password_confirmation: password }));
      expect(res.statusCode, email).toBe(470);
      expect(res.json().errors).toEqual({ password: [message.replace("%s", COMMON_PASSWORD)] });
      expect(await userRow(email)).toBeUndefined();
    }
  });

  it("takes no phone (it is asked for after the first login) and checks a typed one as the register form does", async () => {
    const ok = await register(t.app, registration("tanpa.hp@contoh.id"));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await userRow("tanpa.hp@contoh.id")).toMatchObject({ phone_number: null });
    for (const phone of ["0212345678", "0812 3456", "+62 812 3456 7890 12"]) {
      const refused = await register(t.app, registration("hp.salah@contoh.id", { phone_number: phone }));
      expect(refused.json().errors, phone).toEqual({ phone_number: [mobilePhone()] });
    }
  });

  it("refuses a disabled referral code and accepts empty optional fields", async () => {
    await t.database.db.execute(
      sql`UPDATE users SET referral_code_disabled_at = now() WHERE referral_code = 'SITIRAHM'`,
    );
    const refused = await register(t.app, registration("ref.mati@contoh.id", { referral_code: "SITIRAHM" }));
    expect(refused.json().errors).toEqual({ referral_code: ["Kode referral tidak ditemukan atau sudah tidak aktif."] });
    const ok = await register(
      t.app,
      registration("ref.kosong@contoh.id", { referral_code: "", nib: "", phone_number: "" }),
    );
    expect(ok.statusCode).toBe(201);
    expect(await userRow("ref.kosong@contoh.id")).toMatchObject({
      referred_by_user_id: null,
      nib: null,
      phone_number: null,
    });
  });

  it("answers schema problems per field in Indonesian", async () => {
    const res = await register(t.app, {
      email: "bukan-email",
      password: "pendek",
      nib: "12ab",
      selected_area_specializations: [],
      referral_code: "abc",
    });
    expect(res.statusCode).toBe(470);
    const { errors } = res.json();
    expect(errors).toMatchObject({
      name: ["Nama lengkap wajib diisi."],
      email: ["Format email tidak valid."],
      password: ["Kata sandi minimal 8 karakter."],
      password_confirmation: ["Konfirmasi kata sandi wajib diisi."],
      agent_type_id: ["Tipe agen wajib diisi."],
      nib: ["Format NIB tidak valid."],
      selected_area_specializations: ["Spesialisasi area wajib diisi."],
      referral_code: ["Format Kode referral tidak valid."],
    });
  });

  describe("the office (ADR 0052)", () => {
    const typeId = async (code: string) =>
      (
        await rowsOf(t.database.db, v.object({ id: v.number() }), sql`SELECT id FROM agent_types WHERE code = ${code}`)
      )[0]!.id;
    const officeOf = async (email: string) => {
      const user = await userRow(email);
      return { id: user?.agent_office_id, name: user?.agent_office_name };
    };

    it("registers an independent agent without an office, and keeps none when one is sent", async () => {
      const independent = await typeId("INDEPENDENT");
      const bare = registration("mandiri@contoh.id", { agent_type_id: independent, agent_office_id: undefined });
      expect((await register(t.app, bare)).statusCode).toBe(201);
      expect(await officeOf("mandiri@contoh.id")).toEqual({ id: null, name: null });
      const sent = registration("mandiri.kantor@contoh.id", {
        agent_type_id: independent,
        agent_office_id: 1,
        agent_office_name: "Kantor Lama",
      });
      expect((await register(t.app, sent)).statusCode).toBe(201);
      expect(await officeOf("mandiri.kantor@contoh.id")).toEqual({ id: null, name: null });
    });

    it("asks an agent of an office for a listed or a typed office", async () => {
      for (const office of [{ agent_office_id: undefined }, { agent_office_id: null, agent_office_name: "   " }]) {
        const res = await register(t.app, registration("tanpa.kantor@contoh.id", office));
        expect(res.statusCode).toBe(470);
        expect(res.json().errors).toEqual({ agent_office_id: ["Kantor agen wajib diisi."] });
      }
      const both = await register(
        t.app,
        registration("dua.kantor@contoh.id", { agent_office_id: 1, agent_office_name: "Ray White" }),
      );
      expect(both.json().errors).toEqual({
        agent_office_name: ["Pilih kantor dari daftar atau ketik namanya, jangan keduanya."],
      });
      expect(await userRow("tanpa.kantor@contoh.id")).toBeUndefined();
    });

    it("keeps a typed office as typed, trimmed", async () => {
      const res = await register(
        t.app,
        registration("kantor.baru@contoh.id", {
          agent_office_id: null,
          agent_office_name: "  Ray White Kemang & Co.  ",
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(await officeOf("kantor.baru@contoh.id")).toEqual({ id: null, name: "Ray White Kemang & Co." });
    });

    it.each([
      ["101 characters", "a".repeat(101), "Nama kantor maksimal 100 karakter."],
      [
        "a line break",
        "Ray White\r\nKemang",
        "Nama kantor tidak boleh berisi karakter kontrol, seperti baris baru atau tab.",
      ],
      [
        "a trailing line break",
        "Ray White\n",
        "Nama kantor tidak boleh berisi karakter kontrol, seperti baris baru atau tab.",
      ],
      [
        "an escape character",
        "Ray\u001BWhite",
        "Nama kantor tidak boleh berisi karakter kontrol, seperti baris baru atau tab.",
      ],
    ])("refuses a typed office of %s", async (_case, name, message) => {
      const res = await register(
        t.app,
        registration("kantor.aneh@contoh.id", { agent_office_id: null, agent_office_name: name }),
      );
      expect(res.statusCode).toBe(470);
      expect(res.json().errors).toEqual({ agent_office_name: [message] });
    });

    it("tells the form which agent types need an office", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/agent/auth/register/get_form" });
      const types = res.json().data.agent_types as { name: string; needs_office: boolean }[];
      expect(types.map((type) => [type.name, type.needs_office])).toEqual([
        ["Agen Independen", false],
        ["Agen Kantor Properti", true],
        ["Marketing Developer", true],
        ["Pemilik Properti", true],
      ]);
    });
  });

  it("limits registrations per address and e-mail and per address with 429 and Retry-After", async () => {
    const email = "serbu@contoh.id";
    const from = freshIp();
    // The first attempt creates the account; the next four are refused as "already registered" but still count.
    for (let i = 0; i < 5; i += 1) await register(t.app, registration(email), from);
    const limited = await register(t.app, registration(email), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);
    expect(Number(limited.headers["retry-after"])).toBe(limited.json().retry_after);

    const ip = freshIp();
    // Refused attempts count too (here: the confirmation differs).
    for (let i = 0; i < 20; i += 1) {
      await register(t.app, registration(`ip${i}@contoh.id`, { password_confirmation: "lain-lagi-123" }), ip);
    }
    const fromIp = await register(t.app, registration("ip-baru@contoh.id"), ip);
    expect(fromIp.statusCode).toBe(429);
    const elsewhere = await register(t.app, registration("ip-lain@contoh.id"), freshIp());
    expect(elsewhere.statusCode).toBe(201);
  });
});
