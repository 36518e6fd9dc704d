import { describe, expect, it } from "vitest";
import {
  endDateOfPicker,
  pickerValueOf,
  scheduleCostOf,
  scheduleErrorsOf,
  scheduleFormOf,
  scheduleItemsOf,
  validateScheduleForm,
  type ScheduleForm,
} from "./repost-schedule-form";

const DUPLICATE = "Hari dan jam ini sudah ada di jadwal.";
// 10:00 on Monday 23 November 2026 in Jakarta (03:00 UTC).
const now = new Date("2026-11-23T03:00:00Z");
const check = (form: ScheduleForm, timeZone = "Asia/Jakarta") => validateScheduleForm(form, { now, timeZone });
const row = (key: number, day: string, time: string) => ({ key, day, time });

describe("scheduleFormOf", () => {
  it("starts a listing without a schedule with one empty row and no end date", () => {
    expect(scheduleFormOf([])).toEqual({ rows: [row(0, "", "")], endDate: "" });
  });

  it("shows saved rows with the latest of their end dates", () => {
    const form = scheduleFormOf([
      { day_of_the_week: 1, time: "08:00", expired_at: "31-12-2026" },
      { day_of_the_week: 4, time: "19:30", expired_at: "15-01-2027" },
      { day_of_the_week: 7, time: "00:00", expired_at: "01-12-2026" },
    ]);
    expect(form).toEqual({
      rows: [row(0, "1", "08:00"), row(1, "4", "19:30"), row(2, "7", "00:00")],
      endDate: "15-01-2027",
    });
  });
});

describe("validateScheduleForm", () => {
  it("accepts complete, unique rows with an end date from today on", () => {
    expect(check({ rows: [row(0, "1", "08:00"), row(1, "4", "19:30")], endDate: "23-11-2026" })).toBeNull();
    expect(check({ rows: [row(0, "1", "08:00")], endDate: " 31-12-2027 " })).toBeNull();
  });

  it("accepts no rows at all: saving removes the schedule, the end date does not matter", () => {
    expect(check({ rows: [], endDate: "" })).toBeNull();
  });

  it("asks for day and time on the row that lacks them", () => {
    expect(check({ rows: [row(0, "1", "08:00"), row(1, "", ""), row(2, "3", "")], endDate: "31-12-2026" })).toEqual({
      rows: { 1: { day: ["Hari wajib diisi."], time: ["Jam wajib diisi."] }, 2: { time: ["Jam wajib diisi."] } },
    });
  });

  it("marks the later copy of a day and time, never the first", () => {
    const errors = check({
      rows: [
        row(0, "1", "08:00"),
        row(1, "4", "19:30"),
        row(2, "1", "08:00"),
        row(3, "1", "08:30"),
        row(4, "4", "19:30"),
      ],
      endDate: "31-12-2026",
    });
    expect(errors).toEqual({ rows: { 2: { time: [DUPLICATE] }, 4: { time: [DUPLICATE] } } });
  });

  it("refuses times off the 30-minute grid and days outside 1–7", () => {
    expect(check({ rows: [row(0, "8", "08:15")], endDate: "31-12-2026" })?.rows).toEqual({
      0: {
        day: ["Hari yang dipilih tidak valid."],
        time: ["Jam harus kelipatan 30 menit, misalnya 08:00 atau 08:30."],
      },
    });
  });

  it("shows one end-date message however many rows share the date", () => {
    expect(check({ rows: [row(0, "1", "08:00"), row(1, "2", "08:00")], endDate: "01-01-2020" })).toEqual({
      rows: {},
      endDate: ["Tanggal berakhir tidak boleh tanggal yang sudah lewat."],
    });
  });

  it("needs an end date in dd-MM-yyyy that is not in the past", () => {
    const rows = [row(0, "1", "08:00")];
    expect(check({ rows, endDate: "" })?.endDate).toEqual(["Tanggal berakhir wajib diisi."]);
    expect(check({ rows, endDate: "2026-12-31" })?.endDate).toEqual([
      "Tanggal berakhir harus berupa tanggal yang valid.",
    ]);
    expect(check({ rows, endDate: "31-02-2027" })?.endDate).toEqual([
      "Tanggal berakhir harus berupa tanggal yang valid.",
    ]);
    expect(check({ rows, endDate: "22-11-2026" })?.endDate).toEqual([
      "Tanggal berakhir tidak boleh tanggal yang sudah lewat.",
    ]);
  });

  it("judges 'past' in the agent's zone", () => {
    // 03:00 UTC on 23 Nov is still 22 Nov in Honolulu: the 22nd is today there, not past.
    expect(check({ rows: [row(0, "1", "08:00")], endDate: "22-11-2026" }, "Pacific/Honolulu")).toBeNull();
  });
});

describe("scheduleItemsOf", () => {
  it("sends every row with the shared end date", () => {
    expect(scheduleItemsOf({ rows: [row(5, "1", "08:00"), row(9, "4", "19:30")], endDate: " 31-12-2026" })).toEqual([
      { day_of_the_week: 1, time: "08:00", expired_at: "31-12-2026" },
      { day_of_the_week: 4, time: "19:30", expired_at: "31-12-2026" },
    ]);
    expect(scheduleItemsOf({ rows: [], endDate: "" })).toEqual([]);
  });
});

describe("scheduleErrorsOf", () => {
  it("puts a 470 answer on the rows, the end date and the form, a clash in the modal's words", () => {
    expect(
      scheduleErrorsOf({
        "schedules.2.time": ["Hari dan jam ini sudah ada di jadwal."],
        "schedules.0.day_of_the_week": ["Hari yang dipilih tidak valid."],
        "schedules.1": ["Jadwal repost tidak valid."],
        "schedules.0.expired_at": ["Tanggal berakhir tidak boleh tanggal yang sudah lewat."],
        "schedules.1.expired_at": ["Tanggal berakhir tidak boleh tanggal yang sudah lewat."],
        listing_uuid: ["Listing tidak ditemukan."],
        schedules: ["Jadwal repost maksimal 336 item."],
      }),
    ).toEqual({
      rows: {
        0: { day: ["Hari yang dipilih tidak valid."] },
        1: { time: ["Jadwal repost tidak valid."] },
        2: { time: [DUPLICATE] },
      },
      endDate: ["Tanggal berakhir tidak boleh tanggal yang sudah lewat."],
      form: ["Listing tidak ditemukan.", "Jadwal repost maksimal 336 item."],
    });
  });
});

describe("the end date picker", () => {
  it("shows the dd-mm-yyyy end date as the picker's yyyy-mm-dd and back", () => {
    expect(pickerValueOf("05-01-2027")).toBe("2027-01-05");
    expect(endDateOfPicker("2027-01-05")).toBe("05-01-2027");
    expect(endDateOfPicker(pickerValueOf(" 31-12-2026 "))).toBe("31-12-2026");
  });

  it("leaves the picker empty for no date or a wrong one, and the end date empty when cleared", () => {
    expect(pickerValueOf("")).toBe("");
    expect(pickerValueOf("31-02-2027")).toBe("");
    expect(endDateOfPicker("")).toBe("");
  });
});

describe("scheduleCostOf", () => {
  const at = { now, timeZone: "Asia/Jakarta" };

  it("prices every complete row's runs until the end date", () => {
    // From Monday 23 Nov 10:00: Mondays 30 Nov, 7, 14 Dec; Thursdays 26 Nov, 3, 10 Dec.
    const form = { rows: [row(0, "1", "08:00"), row(1, "4", "19:30"), row(2, "", "")], endDate: "14-12-2026" };
    expect(scheduleCostOf(form, 2, at)).toEqual({ runs: 6, coins: 12 });
  });

  it("counts a repeated day and time once, as the server keeps it once", () => {
    const form = { rows: [row(0, "1", "08:00"), row(1, "1", "08:00")], endDate: "14-12-2026" };
    expect(scheduleCostOf(form, 1, at)).toEqual({ runs: 3, coins: 3 });
  });

  it("has nothing to show without a complete row or a valid end date", () => {
    expect(scheduleCostOf({ rows: [row(0, "1", "")], endDate: "14-12-2026" }, 1, at)).toBeNull();
    expect(scheduleCostOf({ rows: [row(0, "1", "08:00")], endDate: "" }, 1, at)).toBeNull();
    expect(scheduleCostOf({ rows: [row(0, "1", "08:00")], endDate: "32-12-2026" }, 1, at)).toBeNull();
  });
});
