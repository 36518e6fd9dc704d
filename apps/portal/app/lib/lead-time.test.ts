import { describe, expect, it } from "vitest";
import { durationText, exactTime, minutesSince, relativeTime } from "./lead-time";

// 24 Nov 2026, 20.00 WIB = 13.00 UTC.
const NOW = Date.parse("2026-11-24T13:00:00Z");
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe("relativeTime (WIB)", () => {
  it("says minutes and hours within the day", () => {
    expect(relativeTime(ago(0), NOW)).toBe("baru saja");
    expect(relativeTime(new Date(NOW - 59_000).toISOString(), NOW)).toBe("baru saja");
    expect(relativeTime(ago(1), NOW)).toBe("1 menit lalu");
    expect(relativeTime(ago(5), NOW)).toBe("5 menit lalu");
    expect(relativeTime(ago(59), NOW)).toBe("59 menit lalu");
    expect(relativeTime(ago(60), NOW)).toBe("1 jam lalu");
    expect(relativeTime(ago(19 * 60 + 59), NOW)).toBe("19 jam lalu"); // 00.01 WIB today
  });

  it("uses the WIB calendar for yesterday, not the UTC one", () => {
    // 23 Nov 23.30 WIB (16.30 UTC): yesterday.
    expect(relativeTime("2026-11-23T16:30:00Z", NOW)).toBe("kemarin, 23.30 WIB");
    // 00.30 WIB today is 23 Nov 17.30 UTC: a UTC calendar would call it yesterday.
    expect(relativeTime("2026-11-23T17:30:00Z", NOW)).toBe("19 jam lalu");
    expect(relativeTime("2026-11-23T02:05:00Z", NOW)).toBe("kemarin, 09.05 WIB");
  });

  it("keeps recent hours just after midnight WIB", () => {
    const justAfterMidnight = Date.parse("2026-11-24T17:30:00Z"); // 25 Nov 00.30 WIB
    expect(relativeTime("2026-11-24T15:30:00Z", justAfterMidnight)).toBe("2 jam lalu");
    expect(relativeTime("2026-11-24T09:00:00Z", justAfterMidnight)).toBe("kemarin, 16.00 WIB");
  });

  it("counts days within the week, then shows the WIB date", () => {
    expect(relativeTime("2026-11-22T05:00:00Z", NOW)).toBe("2 hari lalu");
    expect(relativeTime("2026-11-18T05:00:00Z", NOW)).toBe("6 hari lalu");
    expect(relativeTime("2026-11-17T05:00:00Z", NOW)).toBe("17 November 2026");
    expect(relativeTime("2026-10-31T18:00:00Z", NOW)).toBe("1 November 2026");
  });

  it("treats a time slightly in the future as now", () => {
    expect(relativeTime(new Date(NOW + 30_000).toISOString(), NOW)).toBe("baru saja");
    expect(minutesSince(new Date(NOW + 120_000).toISOString(), NOW)).toBe(0);
  });
});

describe("durationText", () => {
  it("words a waiting or response time", () => {
    expect(durationText(0)).toBe("kurang dari 1 menit");
    expect(durationText(1)).toBe("1 menit");
    expect(durationText(59)).toBe("59 menit");
    expect(durationText(60)).toBe("1 jam");
    expect(durationText(125)).toBe("2 jam 5 menit");
    expect(durationText(24 * 60)).toBe("1 hari");
    expect(durationText(3 * 24 * 60 + 4 * 60 + 59)).toBe("3 hari 4 jam");
  });
});

describe("exactTime", () => {
  it("is the WIB date and clock", () => {
    expect(exactTime("2026-11-24T13:05:00Z")).toBe("24 November 2026, 20.05 WIB");
  });
});
