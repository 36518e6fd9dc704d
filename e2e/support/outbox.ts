import { expect, type APIRequestContext } from "@playwright/test";

export type OutboxMessage = {
  id: number;
  to: string;
  channel: "email" | "sms";
  subject: string | null;
  text: string;
  links: string[];
  otp: string | null;
  created_at: string;
};

/** GET /api/dev/outbox?to= through the portal's /api proxy (newest first). */
export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/**
 * The path of the newest link to `to` whose path starts with `prefix` ("/user/activation/", "/password/reset/"),
 * waiting for the message to arrive. Only messages newer than `afterId` count.
 */
export async function newestLink(request: APIRequestContext, to: string, prefix: string, afterId = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      for (const message of await outboxFor(request, to)) {
        if (message.id <= afterId) continue;
        const link = message.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith(prefix));
        if (link) {
          found = link.pathname;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found!;
}

/** The newest OTP sent to `phone` (newer than `afterId`). */
export async function newestOtp(request: APIRequestContext, phone: string, afterId = 0): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(async () => {
      otp = (await outboxFor(request, phone)).find((message) => message.id > afterId && message.otp)?.otp ?? undefined;
      return otp !== undefined;
    })
    .toBe(true);
  return otp!;
}

/** Id of the newest message to `to` (0 when none), to wait for the next one. */
export async function lastOutboxId(request: APIRequestContext, to: string): Promise<number> {
  return (await outboxFor(request, to))[0]?.id ?? 0;
}
