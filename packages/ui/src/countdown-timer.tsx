import { useEffect, useRef, useState } from "react";
import { classNames } from "./class-names";

export type CountdownTimerProps = {
  /** The moment it runs out: a Date, an ISO string (the API's pay_before) or epoch ms. */
  deadline: Date | string | number;
  /** Called once when the deadline passes (also when it already has on mount). */
  onExpire?: () => void;
  /** Accessible name of the timer, e.g. "Batas waktu pembayaran". */
  label?: string;
  expiredLabel?: string;
  format?: (seconds: number) => string;
  className?: string;
};

const toMs = (deadline: Date | string | number): number =>
  deadline instanceof Date ? deadline.getTime() : typeof deadline === "string" ? Date.parse(deadline) : deadline;

const secondsUntil = (deadlineMs: number): number =>
  Number.isNaN(deadlineMs) ? 0 : Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));

/**
 * "23 jam 59 menit 10 detik": leading zero units are dropped ("5 menit 3 detik"), inner ones kept
 * ("1 jam 0 menit 9 detik"); days appear beyond 24 hours.
 */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), "hari"],
    [Math.floor((s % 86_400) / 3600), "jam"],
    [Math.floor((s % 3600) / 60), "menit"],
    [s % 60, "detik"],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  return parts
    .slice(first === -1 ? parts.length - 1 : first)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(" ");
}

/**
 * A live countdown to a deadline (the pay-before of an order). role="timer" is not announced on every tick;
 * the server renders the time left it saw and the client's first tick corrects it. The time left is read
 * from the clock at each second boundary, so a throttled background tab still ends on time.
 */
export function CountdownTimer({
  deadline,
  onExpire,
  label = "Sisa waktu",
  expiredLabel = "Waktu habis",
  format = formatCountdown,
  className,
}: CountdownTimerProps) {
  const deadlineMs = toMs(deadline);
  const [seconds, setSeconds] = useState(() => secondsUntil(deadlineMs));
  const onExpireRef = useRef(onExpire);
  // The latest callback, kept after each render (not during it) so the timer below need not restart for it.
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    let timer: number | undefined;
    let expired = false;
    const tick = () => {
      const left = secondsUntil(deadlineMs);
      setSeconds(left);
      if (left === 0) {
        if (!expired) onExpireRef.current?.();
        expired = true;
        return;
      }
      // Wake exactly when the shown second changes (and at the deadline itself), not on a drifting interval.
      const untilNextSecond = (deadlineMs - Date.now()) % 1000 || 1000;
      timer = window.setTimeout(tick, untilNextSecond + 5);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [deadlineMs]);

  return (
    <span
      role="timer"
      aria-label={label}
      className={classNames("g-countdown", seconds === 0 && "g-countdown--expired", className)}
      suppressHydrationWarning
    >
      {seconds > 0 ? format(seconds) : expiredLabel}
    </span>
  );
}
