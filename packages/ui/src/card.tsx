import { useId, type ReactNode } from "react";
import { classNames } from "./class-names";

export type CardProps = {
  title?: string;
  /** Buttons or links shown next to the title (e.g. "Ubah"). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Level of the title's heading; 2 under a page's h1. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** A titled panel (membership, bank account, profile sections): a <section> named by its heading. */
export function Card({ title, actions, children, headingLevel = 2, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || actions !== undefined;
  const Root = title === undefined ? "div" : "section";
  return (
    <Root className={classNames("g-card", className)} aria-labelledby={title === undefined ? undefined : headingId}>
      {hasHeader && (
        <div className="g-card-header">
          {title !== undefined && (
            <Heading id={headingId} className="g-card-title">
              {title}
            </Heading>
          )}
          {actions !== undefined && <div className="g-card-actions">{actions}</div>}
        </div>
      )}
      {children !== undefined && <div className="g-card-body">{children}</div>}
    </Root>
  );
}
