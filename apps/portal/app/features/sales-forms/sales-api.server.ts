// The sales forms' calls to apps/api, made by route loaders and actions on the server. The visitor's request goes
// along, so the API's rate limits count the visitor's address rather than this server.
import type { operations, Schemas } from "@griya/api-client/schema";
import { dataOf } from "../../lib/api-source";
import { serverApiClient } from "../../lib/api.server";

export type RegisterFormOptions = Schemas["RegisterForm"];
export type AgentRegistrationBody = operations["submitAgentRegistration"]["requestBody"]["content"]["application/json"];
export type ProjectRegistrationBody =
  operations["submitProjectRegistration"]["requestBody"]["content"]["application/json"];
export type FindProjectInquiryBody =
  operations["submitFindProjectInquiry"]["requestBody"]["content"]["application/json"];

// Agent types and cities change with a seed or a deploy: one answer serves every page for a few minutes.
const OPTIONS_TTL_MS = 5 * 60_000;
let registerForm: { value: Promise<RegisterFormOptions>; at: number } | undefined;

/** GET /api/agent/auth/register/get_form (public): agent types and every city with its province. */
export function getRegisterFormOptions(now = Date.now()): Promise<RegisterFormOptions> {
  if (!registerForm || now - registerForm.at > OPTIONS_TTL_MS) {
    const value = serverApiClient()
      .GET("/api/agent/auth/register/get_form")
      .then((answer) => dataOf(answer).data);
    registerForm = { value, at: now };
    value.catch(() => {
      if (registerForm?.value === value) registerForm = undefined;
    });
  }
  return registerForm.value;
}

export async function submitAgentRegistration(body: AgentRegistrationBody, visitor: Request): Promise<void> {
  dataOf(await serverApiClient(null, visitor).POST("/api/registration/agent/submit", { body }));
}

export async function submitProjectRegistration(body: ProjectRegistrationBody, visitor: Request): Promise<void> {
  dataOf(await serverApiClient(null, visitor).POST("/api/registration/project/submit", { body }));
}

export async function submitFindProjectInquiry(body: FindProjectInquiryBody, visitor: Request): Promise<void> {
  dataOf(await serverApiClient(null, visitor).POST("/api/find_project_inquiries/submit", { body }));
}
