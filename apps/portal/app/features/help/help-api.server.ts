// The help centre's calls to apps/api, made by its route loaders and actions on the server (like
// lib/marketplace-api.server.ts): the facts the articles quote, and the "was this helpful?" answers.
import type { operations } from "@griya/api-client/schema";
import { dataOf } from "../../lib/api-source";
import { serverApiClient } from "../../lib/api.server";
import type { HelpFacts } from "./help-article";

/** GET /api/help/facts, read at every render: an edited price shows in the next page view. */
export async function getHelpFacts(visitor: Request): Promise<HelpFacts> {
  return dataOf(await serverApiClient(null, visitor).GET("/api/help/facts")).data;
}

export type HelpFeedbackBody = operations["submitHelpFeedback"]["requestBody"]["content"]["application/json"];

/** POST /api/help/feedback from the visitor's address (the API limits answers per address). */
export async function sendHelpFeedback(body: HelpFeedbackBody, visitor: Request): Promise<void> {
  dataOf(await serverApiClient(null, visitor).POST("/api/help/feedback", { body }));
}
