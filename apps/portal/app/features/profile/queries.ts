import type { components, paths } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { browserApi } from "../../lib/browser-api";

type Schemas = components["schemas"];

/** GET /api/agent/update-profile: base data (lists) and the agent's current values. */
export type ProfileForm =
  paths["/api/agent/update-profile"]["get"]["responses"]["200"]["content"]["application/json"]["data"];
export type AgentProfile = Schemas["AgentProfile"];
export type BillingInformation = Schemas["BillingInformation"];

/** Query keys of the profile feature. */
export const profileKeys = {
  all: ["profile"] as const,
  form: () => [...profileKeys.all, "form"] as const,
  billing: () => [...profileKeys.all, "billing"] as const,
};

export type FetchProfileForm = () => Promise<ProfileForm>;

export function profileFormQuery(fetchProfileForm: FetchProfileForm) {
  return queryOptions({ queryKey: profileKeys.form(), queryFn: fetchProfileForm });
}

export const fetchProfileFormInBrowser: FetchProfileForm = async () => {
  const { data } = await browserApi().GET("/api/agent/update-profile");
  if (!data) throw new Error("Empty profile answer");
  return data.data;
};

/** GET /api/v2/user/billing-information (the bank account modal), always from the browser. */
export function billingQuery() {
  return queryOptions({
    queryKey: profileKeys.billing(),
    queryFn: async () => {
      const { data } = await browserApi().GET("/api/v2/user/billing-information");
      if (!data) throw new Error("Empty billing answer");
      return data.data;
    },
    staleTime: 0,
  });
}
