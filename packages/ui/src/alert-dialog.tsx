import { AlertDialog as RadixAlertDialog } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { useReturnFocus } from "./use-return-focus";

export type AlertDialogTone = "info" | "warning" | "danger";

export type AlertDialogProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** Rendered one per line as "- line" (e.g. a 462 promo response's requirements). */
  lines?: string[];
  confirmLabel?: string;
  /** Without it there is no cancel button and Escape does nothing: the user must confirm. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  tone?: AlertDialogTone;
  /**
   * The confirmed request is in flight: the confirm button shows a spinner and is aria-busy, and neither button
   * nor Escape does anything until it ends (focus stays where it is).
   */
  busy?: boolean;
  /** Announced while busy. */
  busyLabel?: string;
};

/**
 * Error and confirmation dialogs (docs/product/portal.md#the-frame). Never dismissed by clicking outside; Escape
 * cancels only when a cancel action exists. The parent owns `open`: set it to false in onConfirm / onCancel.
 */
export function AlertDialog({
  open,
  title,
  message,
  lines,
  confirmLabel = "OK",
  cancelLabel,
  onConfirm,
  onCancel,
  tone = "info",
  busy = false,
  busyLabel = "Memproses…",
}: AlertDialogProps) {
  const returnFocus = useReturnFocus(open);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const hasCancel = cancelLabel !== undefined;
  const hasBody = message !== undefined || (lines !== undefined && lines.length > 0);
  return (
    // onOpenChange is ignored: the buttons and Escape call onConfirm/onCancel themselves.
    <RadixAlertDialog.Root open={open} onOpenChange={() => {}}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="g-overlay" />
        <RadixAlertDialog.Content
          className="g-dialog g-alert-dialog"
          data-tone={tone}
          onCloseAutoFocus={returnFocus}
          // Radix focuses the Cancel button on open; with no cancel, focus the confirm button instead.
          onOpenAutoFocus={(event) => {
            if (hasCancel) return;
            event.preventDefault();
            confirmRef.current?.focus({ preventScroll: true });
          }}
          onEscapeKeyDown={(event) => {
            if (hasCancel && !busy) onCancel?.();
            else event.preventDefault();
          }}
          {...(hasBody ? {} : { "aria-describedby": undefined })}
        >
          <RadixAlertDialog.Title className="g-dialog-title">
            <ToneIcon tone={tone} />
            {title}
          </RadixAlertDialog.Title>
          {hasBody && (
            <RadixAlertDialog.Description asChild>
              <div className="g-dialog-description">
                {message !== undefined && <div className="g-alert-message">{message}</div>}
                {lines !== undefined && lines.length > 0 && (
                  <ul className="g-alert-lines">
                    {lines.map((line, index) => (
                      <li key={`${index}-${line}`}>- {line}</li>
                    ))}
                  </ul>
                )}
              </div>
            </RadixAlertDialog.Description>
          )}
          <div className="g-dialog-actions">
            {hasCancel && (
              <RadixAlertDialog.Cancel
                className="g-button g-button--secondary g-button--md"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onCancel?.();
                }}
              >
                {cancelLabel}
              </RadixAlertDialog.Cancel>
            )}
            <RadixAlertDialog.Action
              ref={confirmRef}
              // Red only for a real choice (e.g. delete); acknowledging an error stays the primary button.
              className={`g-button g-button--${tone === "danger" && hasCancel ? "danger" : "primary"} g-button--md`}
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              onClick={() => {
                if (!busy) onConfirm();
              }}
            >
              {busy && <span className="g-spinner" aria-hidden="true" />}
              {confirmLabel}
              {busy && <span className="g-visually-hidden"> {busyLabel}</span>}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

function ToneIcon({ tone }: { tone: AlertDialogTone }) {
  return (
    <svg className="g-icon g-alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      {tone === "info" ? <path d="M12 11v6M12 7.5v.5" /> : <path d="M12 7v6M12 16.5v.5" />}
    </svg>
  );
}
