import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { newestLink, newestOtp } from "./outbox";

export const PORTAL_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

let counter = 0;

/** A unique e-mail and Indonesian mobile number for one test account. */
export function uniqueAccount(label: string) {
  counter += 1;
  const stamp = `${Date.now()}${process.pid}${counter}`;
  const digits = stamp.slice(-9).padStart(9, "0");
  return {
    name: `Agen ${label}`,
    email: `${label}.${stamp}@contoh.id`.toLowerCase(),
    // 0812 + 9 digits: 13 characters, a valid normalised mobile number.
    phone: `0812${digits}`,
    password: "sandiRahasia1",
    /** The visitor address the account's sign-up steps come from (see visitorAddress). */
    address: visitorAddress(),
  };
}

export type TestAccount = ReturnType<typeof uniqueAccount>;

type RegisterForm = {
  agent_types: { id: number; name: string }[];
  cities: { id: string; name: string }[];
  agent_offices: { id: number; name: string }[];
};

const json = { "content-type": "application/json" };

/**
 * A different visitor address for each test account: the journeys register and verify far more agents than one
 * visitor may in an hour (the API's per-address limits). The test portal trusts X-Forwarded-For from this machine (TRUST_PROXY in
 * playwright.config.ts), as a portal behind a load balancer trusts the balancer.
 */
function visitorAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `10.${part()}.${part()}.${part()}`;
}

/** POST /api/agent/auth/register, then the activation link from the outbox: an activated, logged-out agent. */
export async function createActivatedAgent(request: APIRequestContext, label: string): Promise<TestAccount> {
  const account = uniqueAccount(label);
  const form = ((await (await request.get("/api/agent/auth/register/get_form")).json()) as { data: RegisterForm }).data;
  const registered = await request.post("/api/agent/auth/register", {
    headers: { ...json, "x-forwarded-for": account.address },
    data: {
      name: account.name,
      email: account.email,
      phone_number: account.phone,
      password: account.password,
      password_confirmation: account.password,
      agent_type_id: form.agent_types[0]!.id,
      agent_office_id: form.agent_offices[0]!.id,
      selected_area_specializations: [form.cities[0]!.id],
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const path = await newestLink(request, account.email, "/user/activation/");
  const token = path.split("/").at(-1)!;
  const activated = await request.get(`/api/auth/email_activation/${token}`);
  expect(activated.status()).toBe(200);
  return account;
}

/** POST /api/agent/auth/login → the bearer token. */
export async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post("/api/agent/auth/login", {
    headers: json,
    data: { email: account.email, password: account.password, remember: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** An activated agent whose phone is verified by OTP (TRIAL membership): the portal lets them in. */
export async function createVerifiedAgent(request: APIRequestContext, label: string) {
  const account = await createActivatedAgent(request, label);
  const token = await apiLogin(request, account);
  const auth = { ...json, authorization: `Bearer ${token}` };
  const sent = await request.post("/api/user_verify/update_phone_send_otp", {
    headers: { ...auth, "x-forwarded-for": account.address },
    data: { phone_number: account.phone },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await newestOtp(request, account.phone);
  const verified = await request.post("/api/user_verify/verify_otp", {
    headers: { ...auth, "x-forwarded-for": account.address },
    data: { otp },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...account, token };
}

/** Logs the browser context in with a token (the httpOnly cookie the login action would set). */
export async function useToken(context: BrowserContext, token: string) {
  await context.addCookies([{ name: "griya_token", value: token, url: PORTAL_URL, httpOnly: true, sameSite: "Lax" }]);
}
