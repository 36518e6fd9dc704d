import { expect, test } from "../support/test";
import { AGENT_STATE } from "../support/agent";
import { createVerifiedAgent, useToken } from "../support/accounts";
import { expectAccessibleNowAtBothWidths } from "../support/axe";

test("the demo agent reads the notice of a scheduled repost that failed and marks it read", async ({ browser }) => {
  const context = await browser.newContext({ storageState: AGENT_STATE });
  const page = await context.newPage();
  await page.goto("/notifikasi");
  await expect(page.getByRole("heading", { level: 1, name: "Notifikasi" })).toBeVisible();
  const notice = page.getByRole("article").filter({ hasText: "GRY-104802" });
  await expect(notice.getByRole("heading", { name: /Repost terjadwal gagal/ })).toContainText("Baru");
  await expect(notice).toContainText("Koin tidak mencukupi");
  await expectAccessibleNowAtBothWidths(page);

  await notice.getByRole("button", { name: "Tandai sudah dibaca" }).click();
  await expect(notice.getByRole("button", { name: "Tandai sudah dibaca" })).toHaveCount(0);
  await expect(notice.getByRole("heading")).not.toContainText("Baru");
  await page.reload();
  await expect(page.getByRole("article").filter({ hasText: "GRY-104802" }).getByRole("heading")).not.toContainText(
    "Baru",
  );
  await context.close();
});

test("an agent without notifications sees an empty page that says what will appear", async ({ browser, request }) => {
  const agent = await createVerifiedAgent(request, "notifikasi");
  const context = await browser.newContext();
  await useToken(context, agent.token);
  const page = await context.newPage();
  await page.goto("/notifikasi");
  await expect(page.getByText("Belum ada notifikasi")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await context.close();
});
