import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { classNames } from "./class-names";
import { CloseIcon } from "./close-icon";
import { useReturnFocus } from "./use-return-focus";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  closeLabel?: string;
  className?: string;
};

/** Modal dialog (forms such as login, phone, transfer coin). Escape, the × and the overlay close it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel = "Tutup",
  className,
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="g-overlay" />
        <RadixDialog.Content
          className={classNames("g-dialog", className)}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={ignoreEscapeOfOpenCombobox}
          // Radix warns when a dialog has no description; an explicit undefined says "none on purpose".
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
        >
          <RadixDialog.Title className="g-dialog-title g-dialog-title--closable">{title}</RadixDialog.Title>
          {description !== undefined && (
            <RadixDialog.Description className="g-dialog-description">{description}</RadixDialog.Description>
          )}
          <div className="g-dialog-body">{children}</div>
          {/* Last in the DOM (shown top right) so opening focuses the first field, not the ×. */}
          <RadixDialog.Close className="g-icon-button g-dialog-close" aria-label={closeLabel}>
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Radix listens for Escape before the focused field does; an expanded combobox (MultiCombobox) must close
 * its own list first, so the dialog stays open for that key press.
 */
function ignoreEscapeOfOpenCombobox(event: KeyboardEvent) {
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    target.getAttribute("role") === "combobox" &&
    target.getAttribute("aria-expanded") === "true"
  ) {
    event.preventDefault();
  }
}
