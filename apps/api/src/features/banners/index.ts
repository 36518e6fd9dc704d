export { insertBanner, type BannerType } from "./banner-repository.js";
export { getAgentBannerDetail } from "./get-agent-banner-detail.js";
export { listBanners } from "./list-banners.js";
