import type { FeaturedAgent } from "../../../lib/marketplace-api.server";
import { featuredAgentPublicText as text } from "../../../locales/featured-agents-public";
import { PublicLink } from "../../../components/public/public-link";

/**
 * The featured agents of the searched area this month, beside the results (docs/product/promotion.md#featured-agent).
 * Plain links and pictures rendered on the server: nothing here runs in the browser.
 */
export function FeaturedAgentsAside({ agents, areaName }: { agents: FeaturedAgent[]; areaName: string | null }) {
  if (agents.length === 0) return null;
  return (
    <aside className="featured-agents" aria-labelledby="agen-unggulan-judul">
      <h2 id="agen-unggulan-judul" className="featured-agents-title">
        {areaName ? text.heading(areaName) : text.headingNoArea}
      </h2>
      <ul className="featured-agents-list">
        {agents.map((agent) => (
          <li key={agent.id} className="featured-agent">
            {agent.avatar_url ? (
              <img
                src={agent.avatar_url}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="featured-agent-photo"
              />
            ) : (
              <span className="featured-agent-photo featured-agent-initial" aria-hidden="true">
                {agent.name.charAt(0).toUpperCase()}
              </span>
            )}
            <span className="featured-agent-text">
              <PublicLink href={agent.profile_url ?? `/agen/${agent.id}`} className="featured-agent-name">
                {agent.name}
              </PublicLink>
              <span className="featured-agent-office">{agent.agent_office?.name ?? text.independent}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
