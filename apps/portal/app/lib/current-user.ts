// GET /api/user-agent → { data: CurrentUser } (openapi components/schemas/User.yaml).
export type { Membership, User as CurrentUser } from "@griya/api-client/schema";
