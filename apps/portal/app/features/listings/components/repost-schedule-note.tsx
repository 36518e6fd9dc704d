import { timeZoneLabel } from "@griya/domain/format";
import { useTranslation } from "react-i18next";
import "../../../locales/repost";

export type RepostScheduleNoteProps = {
  timeZone: string;
  /** Coins per repost; undefined until known. */
  repostCoins: number | undefined;
  /** What the schedule costs up to its end date; null until the date is valid. */
  cost: { runs: number; coins: number } | null;
  endDate: string;
};

/** Under the schedule: the time zone of its times, the price of one repost and what the schedule costs in all. */
export function RepostScheduleNote({ timeZone, repostCoins, cost, endDate }: RepostScheduleNoteProps) {
  const { t } = useTranslation();
  return (
    <div className="repost-schedule-note">
      <p>{t("repost.schedule.timeZone", { zone: timeZoneLabel(timeZone) })}</p>
      {repostCoins !== undefined && <p>{t("repost.schedule.cost", { coins: repostCoins })}</p>}
      <p aria-live="polite" className="repost-schedule-total" data-testid="schedule-total">
        {cost &&
          t("repost.schedule.total", {
            date: endDate.trim(),
            runs: cost.runs,
            each: repostCoins ?? 0,
            coins: cost.coins,
          })}
      </p>
      <p>{t("repost.schedule.note")}</p>
    </div>
  );
}
