import type { Page } from "@playwright/test";

/**
 * Opens `path` with the storefront's scripts held back (a slow first visit): the server's HTML is there,
 * React is not. Returns what lets the scripts through, so the page hydrates.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return release;
}
