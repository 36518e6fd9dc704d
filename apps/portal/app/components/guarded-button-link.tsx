import { guardRoute } from "@griya/domain/guard";
import { Button, ButtonLink, type ButtonProps } from "@griya/ui/button";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { guardReasonFor } from "../lib/guard-reason";
import { useRootData } from "../lib/use-root-data";
import { pathTo } from "../paths";
import { RouterLink } from "./router-link";

/** The member pages (SPEC §2) the portal links to with a button. */
export type GuardedPage = "listingAdd" | "coin" | "listingAvailability" | "upgrade" | "renewal" | "bulkRepost";

export type GuardedButtonLinkProps = {
  page: GuardedPage;
  children: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
};

/**
 * A button link to a page the guards keep for members (SPEC §2). When the agent cannot use it yet (no active
 * membership, or a Trial for purchases sold only with a paid membership), it is disabled and says why, with a
 * link to what unlocks it, instead of leading to a redirect.
 */
export function GuardedButtonLink({ page, children, variant, size }: GuardedButtonLinkProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const user = useRootData()?.user ?? null;
  const href = pathTo(page);
  const decision = guardRoute(href, user);
  const reason = decision.kind === "redirect" ? guardReasonFor(decision.to) : null;
  if (reason !== "membership_required" && reason !== "trial") {
    return (
      <ButtonLink href={href} linkComponent={RouterLink} variant={variant} size={size}>
        {children}
      </ButtonLink>
    );
  }
  const trial = reason === "trial";
  return (
    <span className="guarded-action">
      <Button type="button" variant={variant} size={size} disabled aria-describedby={reasonId}>
        {children}
      </Button>
      <span id={reasonId} className="guarded-action-reason">
        {t(`guards.button.${reason}`)}{" "}
        <RouterLink href={pathTo(trial ? "upgrade" : "product")}>
          {t(trial ? "guards.button.upgrade" : "guards.button.buyMembership")}
        </RouterLink>
      </span>
    </span>
  );
}
