/** Used when SUPPORT_EMAIL is not set, and by error pages rendered before the root loader answered. */
export const DEFAULT_SUPPORT_EMAIL = "bantuan@griya.id";
