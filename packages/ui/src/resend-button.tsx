import { useEffect, useState } from "react";
import { Button, type ButtonProps } from "./button";

export type ResendButtonProps = Omit<ButtonProps, "onClick" | "children" | "disabled" | "type"> & {
  /** When resending becomes possible (epoch ms), e.g. last send + 60 s. */
  availableAt: number;
  onResend: () => void;
  label?: string;
  waitingLabel?: (seconds: number) => string;
  disabled?: boolean;
};

const secondsUntil = (availableAt: number) => Math.max(0, Math.ceil((availableAt - Date.now()) / 1000));

/**
 * "Kirim ulang kode", disabled with a live countdown until `availableAt`. The countdown is recomputed from
 * the clock every second, so a throttled background tab still ends on time.
 */
export function ResendButton({
  availableAt,
  onResend,
  label = "Kirim ulang kode",
  waitingLabel = (seconds) => `Kirim ulang dalam ${seconds} detik`,
  loading = false,
  disabled = false,
  variant = "ghost",
  ...props
}: ResendButtonProps) {
  const [seconds, setSeconds] = useState(() => secondsUntil(availableAt));
  // A new `availableAt` restarts the countdown (adjusted during render, not in the effect).
  const [countingTo, setCountingTo] = useState(availableAt);
  if (countingTo !== availableAt) {
    setCountingTo(availableAt);
    setSeconds(secondsUntil(availableAt));
  }

  useEffect(() => {
    if (secondsUntil(availableAt) === 0) return;
    const timer = window.setInterval(() => {
      const left = secondsUntil(availableAt);
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [availableAt]);

  const waiting = seconds > 0;
  return (
    <Button
      {...props}
      type="button"
      variant={variant}
      loading={loading}
      disabled={disabled || waiting}
      onClick={onResend}
    >
      {/* The server renders the seconds it saw; the client's first tick corrects them. */}
      <span aria-live="polite" suppressHydrationWarning>
        {waiting ? waitingLabel(seconds) : label}
      </span>
    </Button>
  );
}
