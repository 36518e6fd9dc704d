import { guardRoute } from "../lib/route-guard";
import { Button, ButtonLink, type ButtonProps } from "@griya/ui/button";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { guardReasonFor } from "../lib/guard-reason";
import { useRootData } from "../lib/use-root-data";
import { pathTo } from "../paths";
import { RouterLink } from "./router-link";

/**
 * The member pages (docs/product/accounts-and-security.md#onboarding-chain-and-guards) the portal links to with a
 * button.
 */
export type GuardedPage = "listingAdd" | "coin" | "listingAvailability" | "upgrade" | "renewal" | "bulkRepost";

export type GuardedButtonLinkProps = {
  page: GuardedPage;
  children: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  /** The id of a reason shown once for several buttons (GuardReason); the button then shows none of its own. */
  sharedReasonId?: string;
};

type BlockReason = "membership_required" | "trial";

/** Why the agent cannot use a member page's button yet, or null when they can. */
export function useGuardedReason(page: GuardedPage): BlockReason | null {
  const user = useRootData()?.user ?? null;
  const decision = guardRoute(pathTo(page), user);
  const reason = decision.kind === "redirect" ? guardReasonFor(decision.to) : null;
  return reason === "membership_required" || reason === "trial" ? reason : null;
}

/** The reason text with the link to what unlocks the button(s). */
export function GuardReason({ id, reason }: { id: string; reason: BlockReason }) {
  const { t } = useTranslation();
  const trial = reason === "trial";
  return (
    <span id={id} className="guarded-action-reason">
      {t(`guards.button.${reason}`)}{" "}
      <RouterLink href={pathTo(trial ? "upgrade" : "product")}>
        {t(trial ? "guards.button.upgrade" : "guards.button.buyMembership")}
      </RouterLink>
    </span>
  );
}

/**
 * A button link to a page the guards keep for members (docs/product/portal.md#the-frame). When the agent cannot use it
 * yet (no active membership, or a Trial for purchases sold only with a paid membership), it is disabled and says why,
 * with a link to what unlocks it, instead of leading to a redirect.
 */
export function GuardedButtonLink({ page, children, variant, size, sharedReasonId }: GuardedButtonLinkProps) {
  const ownReasonId = useId();
  const reason = useGuardedReason(page);
  if (!reason) {
    return (
      <ButtonLink href={pathTo(page)} linkComponent={RouterLink} variant={variant} size={size}>
        {children}
      </ButtonLink>
    );
  }
  return (
    <span className="guarded-action">
      <Button type="button" variant={variant} size={size} disabled aria-describedby={sharedReasonId ?? ownReasonId}>
        {children}
      </Button>
      {!sharedReasonId && <GuardReason id={ownReasonId} reason={reason} />}
    </span>
  );
}
