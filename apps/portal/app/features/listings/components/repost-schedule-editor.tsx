import { BusinessError, ValidationError } from "@griya/api-client/errors";
import { formatDayMonthYear } from "@griya/domain/format";
import { REPOST_SCHEDULE_MAX } from "@griya/domain/repost-schedule-schemas";
import { Button } from "@griya/ui/button";
import { TextField } from "@griya/ui/text-field";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { dataOf } from "../../../lib/api-source";
import { browserApi } from "../../../lib/browser-api";
import { listingAvailabilityQuery } from "../../../lib/balance-queries";
import { refreshListings } from "../queries";
import {
  clientTimeZone,
  endDateOfPicker,
  pickerValueOf,
  scheduleCostOf,
  scheduleErrorsOf,
  scheduleFormOf,
  scheduleItemsOf,
  validateScheduleForm,
  type RepostScheduleItem,
  type ScheduleErrors,
  type ScheduleRow,
} from "../repost-schedule-form";
import { RepostScheduleNote } from "./repost-schedule-note";
import { RepostScheduleRowFields } from "./repost-schedule-row-fields";
import "../../../locales/repost";

const NO_ERRORS: ScheduleErrors = { rows: {} };

/** The rows, the shared end date, the cost note and the save / cancel buttons of the schedule modal. */
export function RepostScheduleEditor({
  listingUuid,
  items,
  onClose,
}: {
  listingUuid: string;
  items: RepostScheduleItem[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [initial] = useState(() => scheduleFormOf(items));
  const [rows, setRows] = useState<ScheduleRow[]>(initial.rows);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [errors, setErrors] = useState<ScheduleErrors>(NO_ERRORS);
  const [failed, setFailed] = useState(false);
  const nextKey = useRef(initial.rows.length);
  const focusRow = useRef<number | null>(null);
  const [timeZone] = useState(clientTimeZone);
  const availability = useQuery(listingAvailabilityQuery(browserApi));

  const save = useMutation({
    mutationFn: async (schedules: RepostScheduleItem[]) =>
      dataOf(await browserApi().POST("/api/repost_schedules", { body: { listing_uuid: listingUuid, schedules } })).data,
    onSuccess: () => {
      // The card's schedule label, this schedule and anything else about the listing.
      void refreshListings(queryClient);
      onClose(true);
    },
    onError: (error) => {
      // 422 refusals have their dialog already; 470 goes on the rows; the rest gets the catalogue text.
      if (error instanceof ValidationError) {
        setErrors(scheduleErrorsOf(error.errors));
      } else if (!(error instanceof BusinessError)) {
        setFailed(true);
      }
    },
  });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  useEffect(() => {
    if (focusRow.current === null) return;
    formRef.current?.querySelector<HTMLElement>(`[data-row="${focusRow.current}"] select`)?.focus();
    focusRow.current = null;
  }, [rows]);

  // Any edit makes the earlier messages stale (row indices may have moved).
  function edit(change: () => void) {
    change();
    setErrors(NO_ERRORS);
    setFailed(false);
  }

  function setRow(key: number, patch: Partial<ScheduleRow>) {
    edit(() => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row))));
  }

  function addRow() {
    const key = nextKey.current++;
    focusRow.current = key;
    edit(() => setRows((current) => [...current, { key, day: "", time: "" }]));
  }

  function removeRow(key: number) {
    edit(() => setRows((current) => current.filter((row) => row.key !== key)));
    addRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const form = { rows, endDate };
    const found = validateScheduleForm(form, { now: new Date(), timeZone });
    setFailed(false);
    if (found) {
      setErrors(found);
      return;
    }
    setErrors(NO_ERRORS);
    save.mutate(scheduleItemsOf(form));
  }

  const repostCoins = availability.data?.repost_coins;
  const cost =
    repostCoins === undefined ? null : scheduleCostOf({ rows, endDate }, repostCoins, { now: new Date(), timeZone });
  return (
    <form ref={formRef} className="g-stack" noValidate onSubmit={submit} aria-busy={save.isPending || undefined}>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form.join(" ")}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="page-intro">{t("repost.schedule.empty")}</p>
      ) : (
        <div className="repost-schedule-rows">
          {rows.map((row, index) => (
            <RepostScheduleRowFields
              key={row.key}
              row={row}
              n={index + 1}
              errors={errors.rows[index]}
              onChange={(patch) => setRow(row.key, patch)}
              onRemove={() => removeRow(row.key)}
            />
          ))}
        </div>
      )}
      <div className="form-actions">
        <Button
          ref={addRef}
          type="button"
          variant="secondary"
          size="sm"
          onClick={addRow}
          disabled={rows.length >= REPOST_SCHEDULE_MAX}
        >
          {t("repost.schedule.add")}
        </Button>
        {rows.length > 0 && (
          <Button type="button" variant="ghost" size="sm" onClick={() => edit(() => setRows([]))}>
            {t("repost.schedule.clearAll")}
          </Button>
        )}
      </div>
      {rows.length > 0 && (
        <TextField
          type="date"
          className="repost-schedule-end"
          label={t("repost.schedule.endDate")}
          name="expired_at"
          value={pickerValueOf(endDate)}
          min={pickerValueOf(formatDayMonthYear(new Date(), timeZone))}
          onChange={(event) => edit(() => setEndDate(endDateOfPicker(event.target.value)))}
          required
          hint={t("repost.schedule.endDateHint")}
          error={errors.endDate}
        />
      )}
      <RepostScheduleNote timeZone={timeZone} repostCoins={repostCoins} cost={cost} endDate={endDate} />
      {failed && (
        <p className="form-error" role="alert">
          {t("repost.schedule.failed")}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" loading={save.isPending} loadingLabel={t("common.saving")}>
          {t("repost.schedule.save")}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onClose(false)} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
