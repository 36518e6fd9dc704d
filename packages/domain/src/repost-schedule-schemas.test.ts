import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./auth-schemas";
import { formatDayMonthYear } from "./format";
import { TIME_SLOTS } from "./repost-schedule";
import {
  REPOST_SCHEDULE_MAX,
  repostScheduleItemSchema,
  repostSchedulesSchema,
  saveRepostSchedulesSchema,
  timeNotOnSlot,
} from "./repost-schedule-schemas";
import { addDays, zonedParts } from "./zoned-time";

// 2026-03-10 23:30 UTC: already Wednesday 11 March in Jakarta (UTC+7), still Tuesday 10 March in New York.
const now = new Date("2026-03-10T23:30:00Z");
const jakarta = { now, timeZone: "Asia/Jakarta" };
const UUID = "3f2a9c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b";

function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? {} : fieldErrors(parsed.issues);
}

const slot = (day: unknown, time: unknown, expired_at: unknown = "31-12-2026") => ({
  day_of_the_week: day,
  time,
  expired_at,
});

describe("repostScheduleItemSchema", () => {
  it("accepts a slot and turns a posted day string into a number", () => {
    expect(v.parse(repostScheduleItemSchema(jakarta), slot("3", " 08:30 ", "11-03-2026"))).toEqual({
      day_of_the_week: 3,
      time: "08:30",
      expired_at: "11-03-2026",
    });
  });

  it.each([
    [slot("", "08:00"), "day_of_the_week", "Hari wajib diisi."],
    [slot(0, "08:00"), "day_of_the_week", "Hari yang dipilih tidak valid."],
    [slot(8, "08:00"), "day_of_the_week", "Hari yang dipilih tidak valid."],
    [slot(2.5, "08:00"), "day_of_the_week", "Hari yang dipilih tidak valid."],
    [slot("Senin", "08:00"), "day_of_the_week", "Hari yang dipilih tidak valid."],
    [slot(1, ""), "time", "Jam wajib diisi."],
    [slot(1, "08:15"), "time", timeNotOnSlot()],
    [slot(1, "24:00"), "time", timeNotOnSlot()],
    [slot(1, "8:00"), "time", timeNotOnSlot()],
    [slot(1, 800), "time", "Jam wajib diisi."],
    [slot(1, "08:00", ""), "expired_at", "Tanggal berakhir wajib diisi."],
    [slot(1, "08:00", "31-02-2026"), "expired_at", "Tanggal berakhir harus berupa tanggal yang valid."],
    [slot(1, "08:00", "2026-12-31"), "expired_at", "Tanggal berakhir harus berupa tanggal yang valid."],
    [slot(1, "08:00", "10-03-2026"), "expired_at", "Tanggal berakhir tidak boleh tanggal yang sudah lewat."],
    [{ time: "08:00", expired_at: "31-12-2026" }, "day_of_the_week", "Hari wajib diisi."],
    [{ day_of_the_week: 1, time: "08:00" }, "expired_at", "Tanggal berakhir wajib diisi."],
  ])("refuses %j on %s with one Indonesian message", (input, field, message) => {
    expect(errorsOf(repostScheduleItemSchema(jakarta), input)).toEqual({ [field]: [message] });
  });

  it("reads 'today' in the agent's zone: yesterday in Jakarta is still today in New York", () => {
    // 10 March is past in Jakarta (already the 11th) but today in New York.
    expect(errorsOf(repostScheduleItemSchema(jakarta), slot(1, "08:00", "10-03-2026"))).toHaveProperty("expired_at");
    expect(
      errorsOf(repostScheduleItemSchema({ now, timeZone: "America/New_York" }), slot(1, "08:00", "10-03-2026")),
    ).toEqual({});
    expect(
      errorsOf(repostScheduleItemSchema({ now, timeZone: "America/New_York" }), slot(1, "08:00", "09-03-2026")),
    ).toHaveProperty("expired_at");
  });

  it("property: an end date is refused exactly when it is before today in the zone", () => {
    const zones = ["Asia/Jakarta", "Asia/Jayapura", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2090-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.integer({ min: -400, max: 400 }),
        (at, timeZone, offsetDays) => {
          const today = zonedParts(at, timeZone);
          const end = formatDayMonthYear(addDays(today, offsetDays));
          const ok = v.safeParse(repostScheduleItemSchema({ now: at, timeZone }), slot(5, "23:30", end)).success;
          expect(ok).toBe(offsetDays >= 0);
        },
      ),
    );
  });
});

describe("repostSchedulesSchema", () => {
  it("reports a repeated day and time on the later item's time, beside other items' problems", () => {
    const errors = errorsOf(repostSchedulesSchema(jakarta), [
      slot(1, "08:00"),
      slot(1, "08:30"),
      slot(1, "08:00"),
      slot(9, "08:00"),
      slot("1", "08:30", "01-01-2020"),
      slot(1, "08:00"),
    ]);
    expect(errors).toEqual({
      "2.time": ["Hari dan jam ini sudah ada di jadwal."],
      "3.day_of_the_week": ["Hari yang dipilih tidak valid."],
      "4.expired_at": ["Tanggal berakhir tidak boleh tanggal yang sudah lewat."],
      "4.time": ["Hari dan jam ini sudah ada di jadwal."],
      "5.time": ["Hari dan jam ini sudah ada di jadwal."],
    });
  });

  it("accepts an empty list (it removes the schedule) and every distinct slot of the week, not one more", () => {
    expect(v.parse(repostSchedulesSchema(jakarta), [])).toEqual([]);
    const everySlot = [1, 2, 3, 4, 5, 6, 7].flatMap((day) => TIME_SLOTS.map((time) => slot(day, time)));
    expect(everySlot).toHaveLength(REPOST_SCHEDULE_MAX);
    expect(v.safeParse(repostSchedulesSchema(jakarta), everySlot).success).toBe(true);
    // The 337th slot must repeat one: the duplicate rule and the length limit both speak.
    const errors = errorsOf(repostSchedulesSchema(jakarta), [...everySlot, slot(7, "23:30")]);
    expect(errors[`${REPOST_SCHEDULE_MAX}.time`]).toEqual(["Hari dan jam ini sudah ada di jadwal."]);
  });

  it("property: the reported duplicates are exactly the items whose slot appeared earlier", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 1, max: 3 }), time: fc.constantFrom("08:00", "08:30", "09:00") }), {
          maxLength: 12,
        }),
        (picks) => {
          const errors = errorsOf(
            repostSchedulesSchema(jakarta),
            picks.map((p) => slot(p.day, p.time)),
          );
          const expected = picks
            .map((p, i) => (picks.slice(0, i).some((q) => q.day === p.day && q.time === p.time) ? `${i}.time` : null))
            .filter((key) => key !== null);
          expect(Object.keys(errors).sort()).toEqual(expected.sort());
        },
      ),
    );
  });
});

describe("saveRepostSchedulesSchema", () => {
  it("keys problems like the server's 470: listing_uuid and schedules.<i>.<field>", () => {
    expect(
      errorsOf(saveRepostSchedulesSchema(jakarta), {
        listing_uuid: "abc",
        schedules: [slot(1, "08:00"), slot(1, "08:00", "x")],
      }),
    ).toEqual({
      listing_uuid: ["Listing yang dipilih tidak valid."],
      "schedules.1.time": ["Hari dan jam ini sudah ada di jadwal."],
      "schedules.1.expired_at": ["Tanggal berakhir harus berupa tanggal yang valid."],
    });
    expect(errorsOf(saveRepostSchedulesSchema(jakarta), {})).toEqual({
      listing_uuid: ["Listing wajib diisi."],
      schedules: ["Jadwal repost wajib diisi."],
    });
  });

  it("normalises the uuid", () => {
    expect(
      v.parse(saveRepostSchedulesSchema(jakarta), { listing_uuid: UUID.toUpperCase(), schedules: [slot(7, "23:30")] }),
    ).toEqual({ listing_uuid: UUID, schedules: [{ day_of_the_week: 7, time: "23:30", expired_at: "31-12-2026" }] });
  });
});
