import { Button } from "@griya/ui/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SummaryState } from "../home-day";

export type HomeBlockState = SummaryState;

export type HomeBlockProps = {
  id: string;
  title: string;
  /** Beside the title, e.g. "3 belum dibaca". */
  badge?: ReactNode;
  state?: HomeBlockState;
  onRetry?: () => void;
  /** The block's one action (or its links), under its content. */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/**
 * One block of the home: a titled card. While its part loads it says so; when its part could not be read it
 * says that and offers to try again, and the other blocks carry on.
 */
export function HomeBlock({ id, title, badge, state = "ready", onRetry, action, className, children }: HomeBlockProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <section
      className={className ? `g-card home-block ${className}` : "g-card home-block"}
      aria-labelledby={titleId}
      aria-busy={state === "loading" || undefined}
      data-testid={id}
    >
      <div className="home-block-head">
        <h2 id={titleId} className="home-block-title">
          {title}
        </h2>
        {state === "ready" && badge}
      </div>
      {state === "loading" && <p className="home-muted">{t("home.loading")}</p>}
      {state === "unavailable" && (
        <div className="home-unavailable" role="status">
          <p>{t("home.unavailable")}</p>
          {onRetry && (
            <Button type="button" size="sm" variant="secondary" onClick={onRetry}>
              {t("home.retry")}
            </Button>
          )}
        </div>
      )}
      {state === "ready" && children}
      {state === "ready" && action && <div className="home-block-actions">{action}</div>}
    </section>
  );
}
