import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { partState, slotAction } from "../home-day";
import type { HomeSummary } from "../queries";
import { HomeBlock, type HomeBlockState } from "./home-block";

type Props = { slots: HomeSummary["slots"] | undefined; state: HomeBlockState; onRetry: () => void };

/** Listing slots in use (used / total), with "Tambah listing" while one is free, else "Beli slot". */
export function HomeSlots({ slots, state, onRetry }: Props) {
  const { t } = useTranslation();
  const next = slots ? slotAction(slots) : null;
  return (
    <HomeBlock
      id="home-slots"
      title={t("home.slots.title")}
      state={partState(slots, state)}
      onRetry={onRetry}
      action={
        next && (
          <ButtonLink href={next.href} linkComponent={RouterLink} size="sm">
            {t(`home.slots.${next.action}`)}
          </ButtonLink>
        )
      }
    >
      {slots && (
        <>
          {/* "3 / 10" reads badly aloud: screen readers get it in words. */}
          <p className="home-figure">
            <span aria-hidden="true">{t("home.slots.used", { used: slots.current_amount, quota: slots.quota })}</span>
            <span className="g-visually-hidden">
              {t("home.slots.usedLabel", { used: slots.current_amount, quota: slots.quota })}
            </span>
          </p>
          {slots.quota > 0 && (
            <meter
              className="home-slots-meter"
              min={0}
              max={slots.quota}
              value={slots.current_amount}
              aria-hidden="true"
            />
          )}
          <p className="home-figure-note">
            {slots.quota === 0
              ? t("home.slots.none")
              : slots.current_amount >= slots.quota
                ? t("home.slots.full")
                : t("home.slots.free", { count: slots.quota - slots.current_amount })}
          </p>
        </>
      )}
    </HomeBlock>
  );
}
