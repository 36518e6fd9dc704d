// Valibot schema of the scheduled-repost modal (POST /api/repost_schedules;
// docs/product/listings.md#scheduled-reposts): the portal checks the form with it before sending and the server checks
// the body with it, so both show the same messages. "Not in the past" depends on the clock and the agent's time zone,
// so the schema is built per check.
import * as v from "valibot";
import { objectMessage } from "./auth-schemas";
import { DEFAULT_TIME_ZONE } from "./constants";
import { parseDayMonthYear } from "./format";
import { singleLine } from "./single-line";
import { UUID_PATTERN } from "./uuid";
import {
  DAYS_OF_WEEK,
  TIME_SLOTS,
  findDuplicateSlots,
  isEndDatePast,
  isValidDayOfWeek,
  isValidTimeSlot,
} from "./repost-schedule";
import {
  FIELD_LABELS as L,
  date,
  duplicateSchedule,
  maxItems,
  notInPast,
  oneOf,
  required,
} from "./validation-messages";

/** Every (day, time) pair once: 7 × 48. */
export const REPOST_SCHEDULE_MAX = DAYS_OF_WEEK.length * TIME_SLOTS.length;

export const timeNotOnSlot = (): string => "Jam harus kelipatan 30 menit, misalnya 08:00 atau 08:30.";
/** The server's refusal (on `listing_uuid`) of a schedule for a draft or a Lampau listing. */
export const scheduleNeedsActiveListing = (): string =>
  "Jadwal repost hanya dapat diatur untuk listing yang aktif. Aktifkan listing terlebih dahulu.";

export type RepostScheduleCheckOptions = {
  /** The moment "today" is taken from; defaults to the current time. */
  now?: Date;
  /** The agent's zone (X-Timezone): the end date may be today there, not yesterday. */
  timeZone?: string;
};

const firstIssueOnly = { abortPipeEarly: true } as const;

const trimmedOrEmpty = (value: unknown): unknown => (typeof value === "string" ? value.trim() : (value ?? ""));

/** A select posts "3"; JSON sends 3. Anything else but 1–7 is refused. */
const dayField = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = trimmedOrEmpty(dataset.value);
    if (raw === "") {
      addIssue({ message: required(L.day_of_the_week) });
      return NEVER;
    }
    const day = typeof raw === "string" && /^\d$/.test(raw) ? Number(raw) : raw;
    if (!isValidDayOfWeek(day)) {
      addIssue({ message: oneOf(L.day_of_the_week) });
      return NEVER;
    }
    return day;
  }),
);

const timeField = v.config(
  v.pipe(
    v.string(required(L.time)),
    singleLine(L.time),
    v.trim(),
    v.nonEmpty(required(L.time)),
    v.check((time) => isValidTimeSlot(time), timeNotOnSlot()),
  ),
  firstIssueOnly,
);

function endDateField(now: Date, timeZone: string) {
  return v.config(
    v.pipe(
      v.string(required(L.expired_at)),
      singleLine(L.expired_at),
      v.trim(),
      v.nonEmpty(required(L.expired_at)),
      v.check((text) => parseDayMonthYear(text) !== null, date(L.expired_at)),
      v.check((text) => !isEndDatePast(text, now, timeZone), notInPast(L.expired_at)),
    ),
    firstIssueOnly,
  );
}

/** One weekly slot: day 1–7 (Senin…Minggu), time on 30-minute steps, end date dd-MM-yyyy not before today. */
export function repostScheduleItemSchema(options: RepostScheduleCheckOptions = {}) {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  return v.object(
    { day_of_the_week: dayField, time: timeField, expired_at: endDateField(now, timeZone) },
    objectMessage,
  );
}

type SlotCandidate = { index: number; day_of_the_week: number; time: string };

/** The items whose day and time are valid on their own: only those can clash. */
function validSlots(items: readonly unknown[]): SlotCandidate[] {
  return items.flatMap((item, index) => {
    if (!item || typeof item !== "object") return [];
    const { day_of_the_week: day, time } = item as Record<string, unknown>;
    return isValidDayOfWeek(day) && typeof time === "string" && isValidTimeSlot(time)
      ? [{ index, day_of_the_week: day, time }]
      : [];
  });
}

/**
 * The list of slots: at most one per (day, time). A repeated pair is reported on the later item's time
 * (`schedules.2.time`), beside whatever else is wrong with other items.
 */
export function repostSchedulesSchema(options: RepostScheduleCheckOptions = {}) {
  return v.pipe(
    v.array(repostScheduleItemSchema(options), oneOf(L.schedules)),
    v.maxLength(REPOST_SCHEDULE_MAX, maxItems(L.schedules, REPOST_SCHEDULE_MAX)),
    // A raw check runs even when other items failed, so every problem shows at once.
    v.rawCheck(({ dataset, addIssue }) => {
      const items: unknown[] = Array.isArray(dataset.value) ? dataset.value : [];
      const slots = validSlots(items);
      for (const duplicate of findDuplicateSlots(slots)) {
        const { index } = slots[duplicate]!;
        const item = items[index] as Record<string, unknown>;
        addIssue({
          message: duplicateSchedule(),
          path: [
            { type: "array", origin: "value", input: items, key: index, value: item },
            { type: "object", origin: "value", input: item, key: "time", value: item.time },
          ],
        });
      }
    }),
  );
}

/** The body of POST /api/repost_schedules; an empty list removes the schedule. */
export function saveRepostSchedulesSchema(options: RepostScheduleCheckOptions = {}) {
  return v.object(
    {
      listing_uuid: v.config(
        v.pipe(
          v.string(required(L.listing_uuid)),
          singleLine(L.listing_uuid),
          v.trim(),
          v.regex(UUID_PATTERN, oneOf(L.listing_uuid)),
          v.toLowerCase(),
        ),
        firstIssueOnly,
      ),
      schedules: repostSchedulesSchema(options),
    },
    objectMessage,
  );
}

export type RepostScheduleInput = v.InferOutput<ReturnType<typeof repostScheduleItemSchema>>;
