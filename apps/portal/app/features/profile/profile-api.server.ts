import { serverApiClient } from "../../lib/api.server";
import type { FetchProfileForm } from "./queries";

export function profileFormFetcher(token: string | null): FetchProfileForm {
  return async () => {
    const { data } = await serverApiClient(token).GET("/api/agent/update-profile");
    if (!data) throw new Error("Empty profile answer");
    return data.data;
  };
}
