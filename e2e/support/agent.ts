import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** Seeded by apps/api on a fresh database (SILVER membership, shown "Starter"). */
export const DEMO_AGENT = {
  email: "agen@demo.id",
  password: "rahasia123",
  name: "Budi Santoso",
  tier: "Starter",
} as const;

/** Browser state of a logged-in demo agent, written by tests/agent.setup.ts. */
export const AGENT_STATE = path.join(import.meta.dirname, "..", ".auth", "agent.json");

export type LoginOptions = { email?: string; password?: string; remember?: boolean };

/** Fills the login form (page or modal) inside `scope` and submits it. */
export async function submitLogin(
  scope: Pick<Page, "getByLabel" | "getByRole">,
  { email = DEMO_AGENT.email, password = DEMO_AGENT.password, remember = false }: LoginOptions = {},
) {
  await scope.getByLabel("Email").fill(email);
  await scope.getByLabel("Kata sandi", { exact: true }).fill(password);
  if (remember) await scope.getByLabel("Ingat saya").check();
  await scope.getByRole("button", { name: "Masuk", exact: true }).click();
}

/** Logs in on /login and waits for the agent's day. */
export async function loginOnPage(page: Page, options?: LoginOptions) {
  await page.goto("/login");
  await submitLogin(page, options);
  await expect(page).toHaveURL(/\/beranda$/);
  await expect(page.getByRole("heading", { level: 1, name: `Halo, ${DEMO_AGENT.name}` })).toBeVisible();
}
