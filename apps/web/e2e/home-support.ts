import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Waits for every streamed home section, then scrolls each deferred block (cards below the first
 * screen mount as they come near the viewport) into view until all of them have mounted.
 */
export async function mountAllSections(page: Page) {
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  const deferred = page.locator("[data-deferred]");
  for (let left = await deferred.count(); left > 0; left = await deferred.count()) {
    await deferred.first().scrollIntoViewIfNeeded();
    await expect.poll(() => deferred.count()).toBeLessThan(left);
  }
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
}
