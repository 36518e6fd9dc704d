import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element: it then carries React's own props key. Typing into a server-rendered
 * field before that can be undone by hydration (an uncontrolled field takes its default value again), which a
 * person on a slow phone may also meet; a journey that wants to test the form, not that race, waits.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
