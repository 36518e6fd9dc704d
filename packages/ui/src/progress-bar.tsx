import { classNames } from "./class-names";

export type ProgressBarProps = {
  /** 0–100; null while the total is unknown (indeterminate). */
  value: number | null;
  /** Accessible name, e.g. "Mengunggah foto KTP". */
  label: string;
  /** Shows "45%" next to the bar. */
  showValue?: boolean;
  className?: string;
};

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export function ProgressBar({ value, label, showValue = false, className }: ProgressBarProps) {
  const percent = value === null || Number.isNaN(value) ? null : clamp(value);
  return (
    <div className={classNames("g-progress", percent === null && "g-progress--indeterminate", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? undefined : `${percent}%`}
        className="g-progress-track"
      >
        <div className="g-progress-fill" style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      {showValue && percent !== null && (
        <span className="g-progress-value" aria-hidden="true">
          {percent}%
        </span>
      )}
    </div>
  );
}
