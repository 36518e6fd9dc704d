import type { ReactNode } from "react";
import { classNames } from "./class-names";

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
};

/** What a list shows when it has nothing (no listings, no orders, no leads…). */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={classNames("g-empty-state", className)}>
      {icon && (
        <div className="g-empty-state-icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="g-empty-state-title">{title}</p>
      {description !== undefined && <div className="g-empty-state-description">{description}</div>}
      {action && <div className="g-empty-state-action">{action}</div>}
    </div>
  );
}
