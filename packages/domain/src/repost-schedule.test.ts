import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDayMonthYear } from "./format";
import {
  DAYS_OF_WEEK,
  TIME_SLOTS,
  dayName,
  findDuplicateSlots,
  isEndDatePast,
  isValidDayOfWeek,
  isValidTimeSlot,
  LABEL_MAX_LISTED_TIMES,
  nextRun,
  remainingRuns,
  repostScheduleLabel,
  scheduleCoinCost,
  scheduleKey,
} from "./repost-schedule";
import { addDays, compareCalendarDates, zonedParts, zonedTimeToInstant } from "./zoned-time";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

describe("days and time slots", () => {
  it("numbers the days from Senin (1) to Minggu (7)", () => {
    expect(DAYS_OF_WEEK.map((d) => d.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(DAYS_OF_WEEK.map((d) => d.label)).toEqual(["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]);
    expect(dayName(1)).toBe("Senin");
    expect(dayName(7)).toBe("Minggu");
    expect(dayName(0)).toBeUndefined();
    expect(dayName(8)).toBeUndefined();
    expect(dayName(1.5)).toBeUndefined();
  });

  it("validates days", () => {
    expect([0, 1, 7, 8, 2.5, "1", null].map(isValidDayOfWeek)).toEqual([false, true, true, false, false, false, false]);
  });

  it("offers 48 half-hour slots from 00:00 to 23:30", () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect(TIME_SLOTS[0]).toBe("00:00");
    expect(TIME_SLOTS[1]).toBe("00:30");
    expect(TIME_SLOTS[19]).toBe("09:30");
    expect(TIME_SLOTS.at(-1)).toBe("23:30");
    expect(new Set(TIME_SLOTS).size).toBe(48);
  });

  it.each([
    ["00:00", true],
    ["23:30", true],
    ["12:30", true],
    ["12:15", false],
    ["24:00", false],
    ["9:00", false],
    ["09:00:00", false],
    ["", false],
  ])("isValidTimeSlot(%j) = %s", (time, valid) => {
    expect(isValidTimeSlot(time)).toBe(valid);
  });
});

describe("duplicate slots", () => {
  it("keys a slot by day and time", () => {
    expect(scheduleKey(1, "08:00")).toBe(scheduleKey(1, "08:00"));
    expect(scheduleKey(1, "08:00")).not.toBe(scheduleKey(2, "08:00"));
    expect(scheduleKey(1, "08:00")).not.toBe(scheduleKey(1, "08:30"));
  });

  it("reports later repeats of a (day, time), whatever the end date", () => {
    const schedules = [
      { day_of_the_week: 1, time: "08:00", expired_at: "31-12-2026" },
      { day_of_the_week: 2, time: "08:00", expired_at: "31-12-2026" },
      { day_of_the_week: 1, time: "08:00", expired_at: "01-01-2027" },
      { day_of_the_week: 1, time: "08:30" },
      { day_of_the_week: 1, time: "08:00" },
      { day_of_the_week: 2, time: "08:00" },
    ];
    expect(findDuplicateSlots(schedules)).toEqual([2, 4, 5]);
    expect(findDuplicateSlots([])).toEqual([]);
  });

  it("finds no duplicates exactly when all keys are distinct", () => {
    const slot = fc.record({
      day_of_the_week: fc.integer({ min: 1, max: 7 }),
      time: fc.constantFrom(...TIME_SLOTS.slice(0, 4)),
    });
    fc.assert(
      fc.property(fc.array(slot, { maxLength: 12 }), (schedules) => {
        const distinct = new Set(schedules.map((s) => scheduleKey(s.day_of_the_week, s.time))).size;
        expect(findDuplicateSlots(schedules)).toHaveLength(schedules.length - distinct);
      }),
    );
  });
});

describe("nextRun: examples", () => {
  // 2026-11-21 is a Saturday; 07:30Z is 14:30 WIB.
  const saturday = new Date("2026-11-21T07:30:00Z");

  it.each([
    ["Monday 08:00 WIB", { day_of_the_week: 1, time: "08:00" }, "2026-11-23T01:00:00.000Z"],
    ["later the same Saturday", { day_of_the_week: 6, time: "15:00" }, "2026-11-21T08:00:00.000Z"],
    ["exactly now: strictly after, so next week", { day_of_the_week: 6, time: "14:30" }, "2026-11-28T07:30:00.000Z"],
    ["earlier the same Saturday", { day_of_the_week: 6, time: "09:00" }, "2026-11-28T02:00:00.000Z"],
    ["Sunday across the week boundary", { day_of_the_week: 7, time: "00:00" }, "2026-11-21T17:00:00.000Z"],
    ["Friday, six days on", { day_of_the_week: 5, time: "23:30" }, "2026-11-27T16:30:00.000Z"],
  ])("Asia/Jakarta: %s", (_name, schedule, expected) => {
    expect(iso(nextRun(schedule, saturday, "Asia/Jakarta"))).toBe(expected);
    expect(iso(nextRun(schedule, saturday))).toBe(expected); // Jakarta is the default
  });

  it("from late Sunday to Monday 00:00 (Minggu → Senin)", () => {
    const sundayNight = new Date("2026-11-22T16:45:00Z"); // Minggu 23:45 WIB
    expect(iso(nextRun({ day_of_the_week: 1, time: "00:00" }, sundayNight, "Asia/Jakarta"))).toBe(
      "2026-11-22T17:00:00.000Z",
    );
    expect(iso(nextRun({ day_of_the_week: 7, time: "23:30" }, sundayNight, "Asia/Jakarta"))).toBe(
      "2026-11-29T16:30:00.000Z",
    );
  });

  it("reads the slot in the agent's zone", () => {
    const schedule = { day_of_the_week: 1, time: "02:00" };
    expect(iso(nextRun(schedule, saturday, "Asia/Jakarta"))).toBe("2026-11-22T19:00:00.000Z");
    expect(iso(nextRun(schedule, saturday, "Asia/Makassar"))).toBe("2026-11-22T18:00:00.000Z");
    // Senin 02:00 WIT is still Sunday in UTC.
    expect(iso(nextRun(schedule, saturday, "Asia/Jayapura"))).toBe("2026-11-22T17:00:00.000Z");
    expect(iso(nextRun(schedule, saturday, "Europe/London"))).toBe("2026-11-23T02:00:00.000Z");
  });

  it("uses the zone's weekday, not UTC's", () => {
    // 2026-11-21T20:00Z is Saturday in UTC but already Sunday 04:00 in Jakarta.
    const from = new Date("2026-11-21T20:00:00Z");
    expect(iso(nextRun({ day_of_the_week: 7, time: "05:00" }, from, "Asia/Jakarta"))).toBe("2026-11-21T22:00:00.000Z");
    expect(iso(nextRun({ day_of_the_week: 6, time: "21:00" }, from, "UTC"))).toBe("2026-11-21T21:00:00.000Z");
  });

  describe("Europe/London daylight saving", () => {
    it("runs at GMT in winter and BST in summer", () => {
      expect(
        iso(nextRun({ day_of_the_week: 1, time: "09:00" }, new Date("2026-01-01T00:00:00Z"), "Europe/London")),
      ).toBe("2026-01-05T09:00:00.000Z");
      expect(
        iso(nextRun({ day_of_the_week: 1, time: "09:00" }, new Date("2026-07-01T00:00:00Z"), "Europe/London")),
      ).toBe("2026-07-06T08:00:00.000Z");
    });

    it("keeps the wall-clock time across the change", () => {
      // Sunday 29 March 2026 clocks go forward at 01:00 GMT. Monday 09:00 stays 09:00 local.
      const justBefore = new Date("2026-03-28T12:00:00Z");
      expect(iso(nextRun({ day_of_the_week: 1, time: "09:00" }, justBefore, "Europe/London"))).toBe(
        "2026-03-30T08:00:00.000Z",
      );
      expect(iso(nextRun({ day_of_the_week: 7, time: "00:30" }, justBefore, "Europe/London"))).toBe(
        "2026-03-29T00:30:00.000Z",
      );
      expect(iso(nextRun({ day_of_the_week: 7, time: "03:00" }, justBefore, "Europe/London"))).toBe(
        "2026-03-29T02:00:00.000Z",
      );
    });

    it("moves a skipped time forward by the gap", () => {
      // 01:30 does not exist on 29 March 2026; it runs at 02:30 BST.
      const from = new Date("2026-03-28T12:00:00Z");
      expect(iso(nextRun({ day_of_the_week: 7, time: "01:30" }, from, "Europe/London"))).toBe(
        "2026-03-29T01:30:00.000Z",
      );
    });

    it("runs a repeated time once, at its first occurrence", () => {
      // 01:30 happens twice on 25 October 2026: 00:30Z (BST) and 01:30Z (GMT).
      const schedule = { day_of_the_week: 7, time: "01:30" };
      expect(iso(nextRun(schedule, new Date("2026-10-24T12:00:00Z"), "Europe/London"))).toBe(
        "2026-10-25T00:30:00.000Z",
      );
      expect(iso(nextRun(schedule, new Date("2026-10-25T00:30:00Z"), "Europe/London"))).toBe(
        "2026-11-01T01:30:00.000Z",
      );
      expect(iso(nextRun(schedule, new Date("2026-10-25T00:45:00Z"), "Europe/London"))).toBe(
        "2026-11-01T01:30:00.000Z",
      );
    });
  });

  it("handles a midnight that does not exist (America/Santiago)", () => {
    // 6 September 2026 starts at 01:00 in Santiago.
    const from = new Date("2026-09-05T12:00:00Z");
    expect(iso(nextRun({ day_of_the_week: 7, time: "00:00" }, from, "America/Santiago"))).toBe(
      "2026-09-06T04:00:00.000Z",
    );
  });
});

describe("nextRun: end date", () => {
  const saturday = new Date("2026-11-21T07:30:00Z");
  const monday = { day_of_the_week: 1, time: "08:00" };

  it("includes the end date", () => {
    expect(iso(nextRun({ ...monday, expired_at: "23-11-2026" }, saturday))).toBe("2026-11-23T01:00:00.000Z");
    expect(iso(nextRun({ ...monday, expired_at: "31-12-2026" }, saturday))).toBe("2026-11-23T01:00:00.000Z");
  });

  it("stops after it", () => {
    expect(nextRun({ ...monday, expired_at: "22-11-2026" }, saturday)).toBeNull();
    expect(nextRun({ ...monday, expired_at: "01-01-2020" }, saturday)).toBeNull();
  });

  it("runs up to the end of the end day in the zone", () => {
    const lateMonday = { day_of_the_week: 1, time: "23:30", expired_at: "23-11-2026" };
    expect(iso(nextRun(lateMonday, saturday, "Asia/Jakarta"))).toBe("2026-11-23T16:30:00.000Z");
    expect(iso(nextRun(lateMonday, saturday, "Asia/Jayapura"))).toBe("2026-11-23T14:30:00.000Z");
    // After that last slot has run there is nothing more.
    expect(nextRun(lateMonday, new Date("2026-11-23T16:30:00Z"), "Asia/Jakarta")).toBeNull();
  });

  it("skips to next week only while within the end date", () => {
    const saturdayMorning = { day_of_the_week: 6, time: "09:00" };
    expect(nextRun({ ...saturdayMorning, expired_at: "27-11-2026" }, saturday)).toBeNull();
    expect(iso(nextRun({ ...saturdayMorning, expired_at: "28-11-2026" }, saturday))).toBe("2026-11-28T02:00:00.000Z");
  });

  it("treats null as no end", () => {
    expect(iso(nextRun({ ...monday, expired_at: null }, saturday))).toBe("2026-11-23T01:00:00.000Z");
  });

  it("tells whether an end date is already past in the zone", () => {
    const now = new Date("2026-11-21T20:00:00Z"); // 22 Nov in Jakarta, 21 Nov in UTC
    expect(isEndDatePast("21-11-2026", now, "Asia/Jakarta")).toBe(true);
    expect(isEndDatePast("22-11-2026", now, "Asia/Jakarta")).toBe(false);
    expect(isEndDatePast("21-11-2026", now, "UTC")).toBe(false);
    expect(isEndDatePast("20-11-2026", now)).toBe(true);
    expect(() => isEndDatePast("2026-11-21", now)).toThrow(RangeError);
  });
});

describe("nextRun: malformed input is a bug", () => {
  const from = new Date("2026-11-21T07:30:00Z");
  it.each([
    [{ day_of_the_week: 0, time: "08:00" }, "Asia/Jakarta"],
    [{ day_of_the_week: 8, time: "08:00" }, "Asia/Jakarta"],
    [{ day_of_the_week: 1, time: "08:15" }, "Asia/Jakarta"],
    [{ day_of_the_week: 1, time: "08:00", expired_at: "31-02-2026" }, "Asia/Jakarta"],
    [{ day_of_the_week: 1, time: "08:00" }, "Mars/Olympus_Mons"],
  ])("%j in %s throws RangeError", (schedule, zone) => {
    expect(() => nextRun(schedule, from, zone)).toThrow(RangeError);
  });
});

describe("nextRun: properties", () => {
  const FIXED_ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura", "UTC"];
  const DST_ZONES = ["Europe/London", "America/New_York", "America/Santiago", "Australia/Lord_Howe"];
  const fromArb = fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2100-01-01T00:00:00Z"),
    noInvalidDate: true,
  });
  const slotArb = fc.record({ day_of_the_week: fc.integer({ min: 1, max: 7 }), time: fc.constantFrom(...TIME_SLOTS) });
  const zoneArb = fc.constantFrom(...FIXED_ZONES, ...DST_ZONES);
  const wallTimeOf = (time: string) => time.split(":").map(Number) as [number, number];

  it("is after `from`, on the slot's weekday and time in the zone, and within a week", () => {
    fc.assert(
      fc.property(slotArb, fromArb, zoneArb, (schedule, from, zone) => {
        const run = nextRun(schedule, from, zone)!;
        expect(run.getTime()).toBeGreaterThan(from.getTime());
        const slack = DST_ZONES.includes(zone) ? HOUR : 0;
        expect(run.getTime() - from.getTime()).toBeLessThanOrEqual(7 * DAY + slack);

        const [hour, minute] = wallTimeOf(schedule.time);
        const local = zonedParts(run, zone);
        if (local.hour === hour && local.minute === minute) {
          expect(local.weekday).toBe(schedule.day_of_the_week);
        } else {
          // Only a wall-clock time skipped by a DST jump may be shifted, and then only forward, same day or next.
          expect(DST_ZONES).toContain(zone);
          const nominal = zonedTimeToInstant({ ...local, hour, minute }, zone);
          expect(zonedParts(nominal, zone).hour * 60 + zonedParts(nominal, zone).minute).not.toBe(hour * 60 + minute);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it("is the earliest slot: the one a week before is not after `from`", () => {
    fc.assert(
      fc.property(slotArb, fromArb, zoneArb, (schedule, from, zone) => {
        const run = nextRun(schedule, from, zone)!;
        const [hour, minute] = wallTimeOf(schedule.time);
        const runDay = zonedParts(new Date(run.getTime() - 3 * HOUR), zone); // the nominal day, even after a shift
        const nominalDay = runDay.weekday === schedule.day_of_the_week ? runDay : zonedParts(run, zone);
        const weekBefore = zonedTimeToInstant({ ...addDays(nominalDay, -7), hour, minute }, zone);
        expect(weekBefore.getTime()).toBeLessThanOrEqual(from.getTime());
      }),
      { numRuns: 1000 },
    );
  });

  it("is null exactly when the next slot would fall after the end date", () => {
    fc.assert(
      fc.property(
        slotArb,
        fromArb,
        fc.constantFrom(...FIXED_ZONES),
        fc.integer({ min: -10, max: 10 }),
        (schedule, from, zone, offset) => {
          const endDate = addDays(zonedParts(from, zone), offset);
          const expired_at = formatDayMonthYear(endDate);
          const unbounded = nextRun(schedule, from, zone)!;
          const bounded = nextRun({ ...schedule, expired_at }, from, zone);
          const runDate = zonedParts(unbounded, zone);
          if (compareCalendarDates(runDate, endDate) <= 0) expect(bounded).toEqual(unbounded);
          else expect(bounded).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("repostScheduleLabel", () => {
  const END = "31-12-2026";
  const slot = (day_of_the_week: number, time: string, expired_at: string | null = END) => ({
    day_of_the_week,
    time,
    expired_at,
  });
  const label = (...slots: ReturnType<typeof slot>[]) => repostScheduleLabel(slots);

  it("is null without slots", () => {
    expect(repostScheduleLabel([])).toBeNull();
  });

  it("names one slot with its end date", () => {
    expect(label(slot(1, "08:00"))).toBe("Senin 08:00 · s.d. 31-12-2026");
    expect(label(slot(7, "23:30"))).toBe("Minggu 23:30 · s.d. 31-12-2026");
  });

  it("sorts by day from Senin to Minggu, whatever the input order", () => {
    expect(label(slot(4, "19:30"), slot(1, "08:00"))).toBe("Senin 08:00, Kamis 19:30 · s.d. 31-12-2026");
    expect(label(slot(7, "06:00"), slot(3, "12:00"), slot(5, "09:00"))).toBe(
      "Rabu 12:00, Jumat 09:00, Minggu 06:00 · s.d. 31-12-2026",
    );
  });

  it("groups a day's times in order, joined by &", () => {
    expect(label(slot(1, "19:30"), slot(1, "08:00"))).toBe("Senin 08:00 & 19:30 · s.d. 31-12-2026");
    expect(label(slot(2, "21:00"), slot(2, "07:30"), slot(2, "12:00"), slot(4, "10:00"))).toBe(
      "Selasa 07:30 & 12:00 & 21:00, Kamis 10:00 · s.d. 31-12-2026",
    );
  });

  it(`shows span and count for a day with more than ${LABEL_MAX_LISTED_TIMES} times`, () => {
    expect(label(slot(1, "08:00"), slot(1, "11:30"), slot(1, "09:00"), slot(1, "10:00"))).toBe(
      "Senin 08:00–11:30 (4 kali) · s.d. 31-12-2026",
    );
    const allDay = TIME_SLOTS.map((time) => slot(6, time));
    expect(repostScheduleLabel(allDay)).toBe("Sabtu 00:00–23:30 (48 kali) · s.d. 31-12-2026");
  });

  it("joins consecutive days with the same times into a range", () => {
    expect(label(slot(1, "08:00"), slot(2, "08:00"))).toBe("Senin–Selasa 08:00 · s.d. 31-12-2026");
    const weekdays = [1, 2, 3, 4, 5].flatMap((d) => [slot(d, "08:00"), slot(d, "17:00")]);
    expect(repostScheduleLabel(weekdays)).toBe("Senin–Jumat 08:00 & 17:00 · s.d. 31-12-2026");
    expect(label(slot(1, "08:00"), slot(2, "08:00"), slot(3, "09:00"), slot(6, "10:00"), slot(7, "10:00"))).toBe(
      "Senin–Selasa 08:00, Rabu 09:00, Sabtu–Minggu 10:00 · s.d. 31-12-2026",
    );
  });

  it("keeps days apart when they are not consecutive, have different times, or wrap from Minggu to Senin", () => {
    expect(label(slot(1, "08:00"), slot(3, "08:00"))).toBe("Senin 08:00, Rabu 08:00 · s.d. 31-12-2026");
    expect(label(slot(1, "08:00"), slot(2, "08:00"), slot(2, "09:00"))).toBe(
      "Senin 08:00, Selasa 08:00 & 09:00 · s.d. 31-12-2026",
    );
    expect(label(slot(7, "08:00"), slot(1, "08:00"))).toBe("Senin 08:00, Minggu 08:00 · s.d. 31-12-2026");
  });

  it("says Setiap hari when all seven days share the times", () => {
    const daily = [1, 2, 3, 4, 5, 6, 7].map((d) => slot(d, "08:00"));
    expect(repostScheduleLabel(daily)).toBe("Setiap hari 08:00 · s.d. 31-12-2026");
    expect(repostScheduleLabel([...daily.slice(0, 6), slot(7, "10:00")])).toBe(
      "Senin–Sabtu 08:00, Minggu 10:00 · s.d. 31-12-2026",
    );
  });

  it("counts a repeated slot once", () => {
    expect(label(slot(1, "08:00"), slot(1, "08:00", "01-01-2027"))).toBe("Senin 08:00 · s.d. 01-01-2027");
  });

  it("ends at the latest end date, compared as dates and not as text", () => {
    expect(label(slot(1, "08:00", "31-12-2026"), slot(2, "09:00", "01-01-2027"))).toBe(
      "Senin 08:00, Selasa 09:00 · s.d. 01-01-2027",
    );
    expect(
      label(slot(1, "08:00", "02-03-2027"), slot(2, "09:00", "28-02-2027"), slot(3, "10:00", "15-01-2027")),
    ).toMatch(/ · s\.d\. 02-03-2027$/);
  });

  it("leaves the end out when a slot has none", () => {
    expect(label(slot(1, "08:00", null))).toBe("Senin 08:00");
    expect(repostScheduleLabel([slot(1, "08:00"), { day_of_the_week: 2, time: "09:00" }])).toBe(
      "Senin 08:00, Selasa 09:00",
    );
  });

  it.each([
    ["day 0", slot(0, "08:00")],
    ["day 8", slot(8, "08:00")],
    ["a time off the half hour", slot(1, "08:15")],
    ["an ISO end date", slot(1, "08:00", "2026-12-31")],
    ["an impossible end date", slot(1, "08:00", "31-02-2027")],
  ])("throws RangeError for %s", (_, bad) => {
    expect(() => repostScheduleLabel([slot(1, "09:00"), bad])).toThrow(RangeError);
  });

  describe("properties", () => {
    const DAY_NAMES = DAYS_OF_WEEK.map((d) => d.label);
    const endArb = fc
      .date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => formatDayMonthYear(d, "UTC"));
    const slotArb = fc.record({
      day_of_the_week: fc.integer({ min: 1, max: 7 }),
      time: fc.constantFrom(...TIME_SLOTS),
      expired_at: endArb,
    });
    const slotsArb = fc.array(slotArb, { minLength: 1, maxLength: 25 });

    /** Reads a label without spans back into its set of "day@time" keys. */
    function parseLabel(text: string): Set<string> {
      const body = text.replace(/^/, "").replace(/ · s\.d\. \d{2}-\d{2}-\d{4}$/, "");
      const keys = new Set<string>();
      for (const part of body.split(", ")) {
        const [, days, times] = /^(Setiap hari|[A-Za-z]+(?:–[A-Za-z]+)?) (.+)$/.exec(part)!;
        const [first, last = first] = days === "Setiap hari" ? ["Senin", "Minggu"] : days!.split("–");
        for (let d = DAY_NAMES.indexOf(first as never) + 1; d <= DAY_NAMES.indexOf(last as never) + 1; d++) {
          for (const time of times!.split(" & ")) keys.add(scheduleKey(d, time));
        }
      }
      return keys;
    }

    it("reads back as exactly the given slots when no day has more than the listed times", () => {
      fc.assert(
        fc.property(slotsArb, (slots) => {
          const perDay = new Map<number, Set<string>>();
          for (const s of slots)
            perDay.set(s.day_of_the_week, (perDay.get(s.day_of_the_week) ?? new Set()).add(s.time));
          fc.pre([...perDay.values()].every((t) => t.size <= LABEL_MAX_LISTED_TIMES));
          expect(parseLabel(repostScheduleLabel(slots)!)).toEqual(
            new Set(slots.map((s) => scheduleKey(s.day_of_the_week, s.time))),
          );
        }),
        { numRuns: 1000 },
      );
    });

    it("does not depend on the order or repetition of the slots, and ends at the latest end date", () => {
      fc.assert(
        fc.property(slotsArb, fc.func(fc.integer()), (slots, shuffleKey) => {
          const shuffled = [...slots, ...slots.slice(0, 3)].sort((a, b) => shuffleKey(a) - shuffleKey(b));
          const text = repostScheduleLabel(slots)!;
          expect(repostScheduleLabel(shuffled)).toBe(text);
          const latest = slots
            .map((s) => s.expired_at.split("-").reverse().join("-"))
            .sort()
            .at(-1)!;
          expect(text.endsWith(` · s.d. ${latest.split("-").reverse().join("-")}`)).toBe(true);
        }),
        { numRuns: 500 },
      );
    });
  });
});

describe("remaining runs and the coin cost of a schedule", () => {
  // Tuesday 24 November 2026, 10:00 in Jakarta (03:00 UTC).
  const now = new Date("2026-11-24T03:00:00Z");

  it("counts the slot's weekly runs up to and including the end date", () => {
    // Mondays from 30 Nov: 30 Nov, 7, 14, 21 Dec.
    expect(remainingRuns({ day_of_the_week: 1, time: "08:00", expired_at: "21-12-2026" }, now, "Asia/Jakarta")).toBe(4);
    expect(remainingRuns({ day_of_the_week: 1, time: "08:00", expired_at: "20-12-2026" }, now, "Asia/Jakarta")).toBe(3);
  });

  it("counts today's slot only while it is still ahead", () => {
    expect(remainingRuns({ day_of_the_week: 2, time: "10:30", expired_at: "24-11-2026" }, now, "Asia/Jakarta")).toBe(1);
    expect(remainingRuns({ day_of_the_week: 2, time: "09:30", expired_at: "24-11-2026" }, now, "Asia/Jakarta")).toBe(0);
    expect(remainingRuns({ day_of_the_week: 2, time: "09:30", expired_at: "01-12-2026" }, now, "Asia/Jakarta")).toBe(1);
  });

  it("reads the slot in the agent's zone", () => {
    // 03:00 UTC on Tuesday is still Monday 17:00 in Los Angeles: Monday 20:00 runs today there.
    const slot = { day_of_the_week: 1, time: "20:00", expired_at: "23-11-2026" };
    expect(remainingRuns(slot, now, "America/Los_Angeles")).toBe(1);
    expect(remainingRuns(slot, now, "Asia/Jakarta")).toBe(0);
  });

  it("has no count without an end date", () => {
    expect(remainingRuns({ day_of_the_week: 1, time: "08:00" }, now)).toBeNull();
    expect(scheduleCoinCost([{ day_of_the_week: 1, time: "08:00", expired_at: null }], 1, now)).toBeNull();
  });

  it("adds every slot's runs and prices them at the repost cost", () => {
    const schedules = [
      { day_of_the_week: 1, time: "08:00", expired_at: "21-12-2026" },
      { day_of_the_week: 4, time: "19:30", expired_at: "21-12-2026" },
    ];
    // Mondays: 4; Thursdays 26 Nov, 3, 10, 17 Dec: 4.
    expect(scheduleCoinCost(schedules, 2, now, "Asia/Jakarta")).toEqual({ runs: 8, coins: 16 });
    expect(scheduleCoinCost([], 2, now)).toEqual({ runs: 0, coins: 0 });
  });

  it("agrees with stepping nextRun run by run", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...TIME_SLOTS),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 14 * DAY }),
        (day, time, days, offset) => {
          const from = new Date(now.getTime() + offset);
          const end = addDays(zonedParts(from, "Asia/Jakarta"), days);
          const slot = { day_of_the_week: day, time, expired_at: formatDayMonthYear(end) };
          let runs = 0;
          for (let at = nextRun(slot, from, "Asia/Jakarta"); at; at = nextRun(slot, at, "Asia/Jakarta")) runs++;
          expect(remainingRuns(slot, from, "Asia/Jakarta")).toBe(runs);
        },
      ),
      { numRuns: 200 },
    );
  });
});
