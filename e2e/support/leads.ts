import { expect, type APIRequestContext } from "@playwright/test";
import { createVerifiedAgent } from "./accounts";
import { activateViaApi, createDraftViaApi } from "./listings";

// Leads for the agent's inbox journeys: a fresh agent with one public listing, and a visitor's enquiry sent
// straight to the API (the enquiry form itself is the buyer's side, tested on the listing page).

const json = { "content-type": "application/json" };

export type LeadAgent = Awaited<ReturnType<typeof createVerifiedAgent>> & {
  listing: { uuid: string; title: string; number: string };
};

/** A verified agent (TRIAL) whose one active listing has a public page. */
export async function createAgentWithPublicListing(request: APIRequestContext, label: string): Promise<LeadAgent> {
  const agent = await createVerifiedAgent(request, label);
  const saved = await createDraftViaApi(
    request,
    { title_suffix: `Kenanga ${label} dekat stasiun` },
    { token: agent.token },
  );
  await activateViaApi(request, saved.uuid, agent.token);
  const detail = await request.get(`/api/search/listings/${saved.uuid}`);
  expect(detail.status(), await detail.text()).toBe(200);
  const { title } = ((await detail.json()) as { data: { title: string } }).data;
  return { ...agent, listing: { uuid: saved.uuid, title, number: saved.listing_number } };
}

export type Visitor = { name: string; email: string; phone: string; message: string };

let visitors = 0;

/** A buyer with a unique phone (the API joins enquiries from one phone on one listing within 24 hours). */
export function visitor(name: string, message: string): Visitor {
  visitors += 1;
  const digits = `${Date.now()}${process.pid}${visitors}`.slice(-8);
  return { name, email: `${name.split(" ")[0]!.toLowerCase()}.${digits}@contoh.id`, phone: `0813${digits}`, message };
}

/** POST /api/v2/contact/enquiry as a visitor on the listing page would: the lead's uuid. */
export async function sendEnquiry(request: APIRequestContext, listingUuid: string, buyer: Visitor): Promise<string> {
  const part = () => 1 + Math.floor(Math.random() * 254);
  const response = await request.post("/api/v2/contact/enquiry", {
    headers: { ...json, "x-forwarded-for": `10.${part()}.${part()}.${part()}` },
    data: {
      listing_uuid: listingUuid,
      name: buyer.name,
      email: buyer.email,
      phone: buyer.phone,
      message: buyer.message,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { uuid: string } }).data.uuid;
}
