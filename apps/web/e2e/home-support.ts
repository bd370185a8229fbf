import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Waits for every streamed home section, then scrolls each deferred block (cards below the first
 * screen mount as they come near the viewport) into view until all of them have mounted, then
 * scrolls back to the top.
 */
export async function mountAllSections(page: Page) {
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  const deferred = page.locator("[data-deferred]");
  for (let left = await deferred.count(); left > 0; left = await deferred.count()) {
    // Scrolled in the page (not through a locator): the block may mount while being scrolled to.
    await page.evaluate(() => {
      document.querySelector("[data-deferred]")?.scrollIntoView({ block: "center" });
    });
    await expect.poll(() => deferred.count()).toBeLessThan(left);
  }
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  // Back to the top: nothing sits under the sticky header when the page is checked.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
}
