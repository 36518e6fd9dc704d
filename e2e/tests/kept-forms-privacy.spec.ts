import { writeFile } from "node:fs/promises";
import { expect, test, type Page } from "../support/test";
import { createVerifiedAgent, useToken, type TestAccount } from "../support/accounts";
import { submitLogin } from "../support/agent";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { fillListingInformation } from "../support/listings";

// Forms kept across an expired session (ADR 0028): identity numbers never reach browser storage, the agent's own
// logout forgets every kept form, and "Masuk lagi" leaves the page without a "leave this page?" prompt.

test.describe.configure({ mode: "parallel" });

const main = (page: Page) => page.getByRole("main");

// A 32×20 JPEG, as an agent's photo picked from disk.
const SMALL_JPEG = Buffer.from(
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAUACADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAEF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AhgIyQAAAAAH/2Q==",
  "base64",
);

/** Ends the browser's session on the server, as an expiry would. */
async function endSession(page: Page, token: string) {
  const response = await page.request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

/** Everything the page's origin holds in localStorage and sessionStorage, as one text. */
const browserStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

async function pressLogInAgain(page: Page) {
  const dialog = page.getByRole("alertdialog", { name: "Sesi berakhir" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Masuk lagi" }).click();
}

async function logInAgain(page: Page, agent: TestAccount, path: string) {
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, agent);
  await expect(page).toHaveURL(path);
}

test("identity numbers typed when the session ends are not kept in the browser, and logging out forgets every kept form", async ({
  page,
  context,
  request,
}, testInfo) => {
  const ktp = "3171012345678901";
  const nib = "9120001234567";
  const agent = await createVerifiedAgent(request, "sesi-ktp");
  await useToken(context, agent.token);
  const photo = testInfo.outputPath("ktp.jpg");
  await writeFile(photo, SMALL_JPEG);
  const unread = page.waitForResponse((response) => response.url().endsWith("/api/enquiries/unread_count"));
  await page.goto("/profile");
  await expect(main(page).getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
  await unread;

  await main(page).getByLabel("Alamat", { exact: true }).fill("Jl. Anggrek No. 7, Bogor");
  await main(page).getByLabel("Nomor KTP").fill(ktp);
  await main(page).getByLabel("NIB").fill(nib);
  await endSession(page, agent.token);
  // The KTP photo's upload meets the ended session.
  await main(page).getByLabel("Foto KTP").setInputFiles(photo);
  await pressLogInAgain(page);
  await expect(page).toHaveURL(/\/login\?redirect=/);

  const stored = await browserStorage(page);
  expect(stored).toContain("Jl. Anggrek No. 7, Bogor"); // the form is kept…
  expect(stored).not.toContain(ktp); // …without its identity numbers
  expect(stored).not.toContain(nib);

  await logInAgain(page, agent, "/profile");
  await expect(main(page).getByText("Isian Anda sebelumnya dipulihkan.")).toBeVisible();
  await expect(main(page).getByLabel("Alamat", { exact: true })).toHaveValue("Jl. Anggrek No. 7, Bogor");
  await expect(main(page).getByLabel("Nomor KTP")).toHaveValue("");
  await expectAccessibleNowAtBothWidths(page);

  // A form kept on another page, not yet taken back: the agent's own logout forgets it with the rest.
  await page.evaluate(() => sessionStorage.setItem("griya:isian:1:/listing/add", '{"listing":{"title":"x"}}'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("navigation", { name: "Menu utama" }).getByRole("button", { name: "Keluar" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await browserStorage(page)).not.toContain("griya:isian:");
});

test("'Masuk lagi' on a listing form with unsaved input leaves without a 'leave this page?' prompt, and the form is back", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "sesi-tanpa-tanya");
  await useToken(context, agent.token);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.goto("/listing/add");
  await expect(main(page).getByRole("heading", { level: 1, name: "Tambah Listing" })).toBeVisible();
  await fillListingInformation(page);

  await endSession(page, agent.token);
  await main(page).getByRole("button", { name: "Simpan draft" }).click();
  await pressLogInAgain(page);
  await logInAgain(page, agent, "/listing/add");
  expect(dialogs).toEqual([]);

  await expect(main(page).getByText("Isian Anda sebelumnya dipulihkan.")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});
