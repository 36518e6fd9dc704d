import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../paths";
import { partState } from "../home-day";
import type { HomeSummary } from "../queries";
import { HomeBlock, type HomeBlockState } from "./home-block";

type Props = {
  reveals: HomeSummary["agent_page_reveals"] | undefined;
  agentId: number;
  state: HomeBlockState;
  onRetry: () => void;
};

/**
 * How often visitors revealed the agent's WhatsApp number on their public page over the last 30 days (ADR 0060),
 * with the way to that page. A plain link: the public page has its own layout, loaded as a document.
 */
export function HomeAgentPage({ reveals, agentId, state, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <HomeBlock
      id="home-agent-page"
      title={t("home.agentPage.title")}
      state={partState(reveals, state)}
      onRetry={onRetry}
      action={
        <ButtonLink href={pathTo("agent", { id: agentId })} size="sm" variant="secondary">
          {t("home.agentPage.open")}
        </ButtonLink>
      }
    >
      {reveals && (
        <>
          <p className="home-figure">{reveals.total.toLocaleString("id-ID")}</p>
          <p className="home-figure-note">{t("home.agentPage.window", { days: reveals.window_days })}</p>
        </>
      )}
    </HomeBlock>
  );
}
