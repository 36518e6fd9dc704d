export { buyFeaturedAgentSlots } from "./buy-featured-agent-slots.js";
export { getFeaturedAgentAvailability } from "./get-featured-agent-availability.js";
export { getFeaturedAgentCost } from "./get-featured-agent-cost.js";
export { listMarketplaceFeaturedAgents } from "./list-marketplace-featured-agents.js";
export { listPurchasedFeaturedAgents } from "./list-purchased-featured-agents.js";
