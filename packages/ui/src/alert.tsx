import type { ReactNode } from "react";
import { classNames } from "./class-names";

export type AlertTone = "info" | "success" | "warning" | "danger";

export type AlertProps = {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
};

/**
 * An inline message box. Danger and warning interrupt (role="alert"); info and success wait for a pause
 * (role="status"). Render it with its content, so the live region announces the text that appears.
 */
export function Alert({ tone = "info", title, children, className }: AlertProps) {
  const urgent = tone === "danger" || tone === "warning";
  return (
    <div role={urgent ? "alert" : "status"} className={classNames("g-alert", `g-alert--${tone}`, className)}>
      <AlertIcon tone={tone} />
      <div className="g-alert-content">
        {title && <p className="g-alert-title">{title}</p>}
        {children !== undefined && <div className="g-alert-body">{children}</div>}
      </div>
    </div>
  );
}

function AlertIcon({ tone }: { tone: AlertTone }) {
  return (
    <svg className="g-icon g-alert-box-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      {tone === "success" ? (
        <path d="m8 12 3 3 5-6" />
      ) : tone === "info" ? (
        <path d="M12 11v5M12 8h.01" />
      ) : (
        <path d="M12 7v6M12 16h.01" />
      )}
    </svg>
  );
}
