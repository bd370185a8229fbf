import type { BrowserContext, Page } from "@playwright/test";

import { WEB_URL } from "./support";

/**
 * Makes a context that serves many looks (a file's shared context: its scripts stay in the context's cache,
 * where a new context per look set up a page and loaded every script cold) a new visitor again: forgets
 * its page's local and session storage, then (the page left for a blank one, so no request of it can still
 * set one) every cookie.
 */
export async function freshVisitor(context: BrowserContext, page: Page) {
  if (page.url().startsWith(WEB_URL)) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.goto("about:blank");
  await context.clearCookies();
}
