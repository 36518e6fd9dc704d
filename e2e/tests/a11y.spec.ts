import { expect, request as playwrightRequest, test, type Page } from "../support/test";
import { apiLogin, createActivatedAgent, PORTAL_URL, useToken } from "../support/accounts";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths, WIDTHS, type AxeScope } from "../support/axe";

/** Both widths on one page load: the HTML is the same, only CSS (and the sidebar drawer) change. */
async function expectAccessibleAtBothWidths(page: Page, open: () => Promise<void>, scope?: AxeScope) {
  await page.setViewportSize(WIDTHS[0]);
  await open();
  await expectAccessibleNowAtBothWidths(page, scope);
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // Hydrated (client-only parts such as the countdown are in place).
  await page.waitForLoadState("networkidle");
}

// An activated agent whose phone is not verified yet: the onboarding pages (/otp, /input-phone) are theirs.
let onboardingToken = "";
test.beforeAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL: PORTAL_URL });
  const agent = await createActivatedAgent(request, "axe");
  onboardingToken = await apiLogin(request, agent);
  await request.dispose();
});

test.describe("axe (wcag2a/aa) at desktop and 360 px", () => {
  for (const path of [
    "/login",
    "/tidak-ada",
    "/register",
    "/forget-pass",
    "/user/activation/tautan-tidak-dikenal",
    "/password/reset/tautan-contoh",
    "/dev/outbox",
  ]) {
    test(`visitor page ${path}`, async ({ page }) => {
      await expectAccessibleAtBothWidths(page, () => openPage(page, path));
    });
  }

  test("register modal (visitor)", async ({ page }) => {
    await expectAccessibleAtBothWidths(page, async () => {
      await page.goto("/checkout");
      await page.getByRole("banner").getByRole("button", { name: "Daftar" }).click();
      const dialog = page.getByRole("dialog", { name: "Daftar Akun Agen" });
      await expect(dialog.getByLabel("Nama lengkap")).toBeVisible();
    });
  });

  test.describe("agent", () => {
    test.use({ storageState: AGENT_STATE });

    for (const path of ["/beranda", "/profile", "/change-password", "/referral-code", "/tidak-ada"]) {
      test(`page ${path}`, async ({ page }) => {
        await expectAccessibleAtBothWidths(page, () => openPage(page, path));
      });
    }

    // "page /profile" checks the page behind them: here only the dialogs are scanned.
    test("bank account and phone modals", async ({ page }) => {
      const dialogs = { include: ['[role="dialog"]'] };
      await expectAccessibleAtBothWidths(
        page,
        async () => {
          await page.goto("/profile?modal=rekening-bank");
          await expect(
            page.getByRole("dialog", { name: "Rekening Bank" }).getByRole("combobox", { name: "Nama bank" }),
          ).toBeVisible();
        },
        dialogs,
      );
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Rekening Bank" })).toBeHidden();
      await page.getByRole("button", { name: "Ubah nomor HP" }).click();
      await expect(page.getByRole("dialog", { name: "Ubah Nomor HP" })).toBeVisible();
      await expectAccessibleNowAtBothWidths(page, dialogs);
    });
  });

  test.describe("onboarding agent", () => {
    for (const path of ["/otp", "/input-phone"]) {
      test(`page ${path}`, async ({ page, context }) => {
        await useToken(context, onboardingToken);
        await expectAccessibleAtBothWidths(page, () => openPage(page, path));
      });
    }
  });
});
