import { test as setup } from "../support/test";
import { AGENT_STATE, loginOnPage } from "../support/agent";

// One login for the tests that only need "a logged-in agent"; tests about login itself log in on their own.
setup("log in the demo agent", async ({ page }) => {
  await loginOnPage(page, { remember: true });
  await page.context().storageState({ path: AGENT_STATE });
});
