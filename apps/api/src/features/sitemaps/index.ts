export { sitemapLandingPages } from "./landing-sitemap.js";
export { sitemapAgentPages, sitemapIndex } from "./sitemap-index.js";
