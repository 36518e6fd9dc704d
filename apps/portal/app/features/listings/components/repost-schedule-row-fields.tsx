import { DAYS_OF_WEEK, TIME_SLOTS } from "@griya/domain/repost-schedule";
import { Button } from "@griya/ui/button";
import { Select } from "@griya/ui/select";
import { useTranslation } from "react-i18next";
import type { ScheduleErrors, ScheduleRow } from "../repost-schedule-form";
import "../../../locales/repost";

const DAY_OPTIONS = DAYS_OF_WEEK.map((day) => ({ value: String(day.value), label: day.label }));
const TIME_OPTIONS = TIME_SLOTS.map((time) => ({ value: time, label: time }));

export type RepostScheduleRowFieldsProps = {
  row: ScheduleRow;
  /** The row's number on screen (1 for the first). */
  n: number;
  errors: ScheduleErrors["rows"][number] | undefined;
  onChange: (patch: Partial<ScheduleRow>) => void;
  onRemove: () => void;
};

/** One row of the repost schedule: its day, its time and its remove button. */
export function RepostScheduleRowFields({ row, n, errors, onChange, onRemove }: RepostScheduleRowFieldsProps) {
  const { t } = useTranslation();
  const index = n - 1;
  return (
    <fieldset className="repost-schedule-row" data-row={row.key}>
      <legend className="repost-schedule-legend">{t("repost.schedule.slot", { n })}</legend>
      <Select
        label={t("repost.schedule.day")}
        name={`schedules.${index}.day_of_the_week`}
        placeholder={t("repost.schedule.dayPlaceholder")}
        options={DAY_OPTIONS}
        value={row.day}
        onChange={(event) => onChange({ day: event.target.value })}
        required
        error={errors?.day}
      />
      <Select
        label={t("repost.schedule.time")}
        name={`schedules.${index}.time`}
        placeholder={t("repost.schedule.timePlaceholder")}
        options={TIME_OPTIONS}
        value={row.time}
        onChange={(event) => onChange({ time: event.target.value })}
        required
        error={errors?.time}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="repost-schedule-remove"
        aria-label={t("repost.schedule.removeLabel", { n })}
        onClick={onRemove}
      >
        {t("repost.schedule.remove")}
      </Button>
    </fieldset>
  );
}
