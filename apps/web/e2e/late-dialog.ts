import type { Locator, Page, Route } from "@playwright/test";

import { expect } from "./test";

/**
 * A dialog whose code downloads on demand, opened on a slow connection: while it opens every script
 * arrives 2 s late (the dialog's code, its texts, MapLibre). `open` opens it (a click, or keys); its
 * frame must answer at once with the dialog's title and `status`, then give way to the dialog, once
 * `ready` shows. Scripts arrive on time again afterwards.
 */
export async function expectFrameBeforeLateDialog(
  page: Page,
  {
    open,
    title,
    status,
    ready,
  }: { open: () => Promise<void>; title: string; status: string; ready: Locator },
) {
  // Stays routed after the check (an unroute would cut requests still waiting), but no longer delays.
  let slow = true;
  await page.route("**/_next/static/chunks/**", async (route: Route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await open();
  const frame = page.getByTestId("loading-overlay");
  await expect(frame.getByRole("status")).toContainText(status);
  await expect(frame).toContainText(title);
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(frame).toHaveCount(0);
  slow = false;
}

/** The same for a map dialog: "Loading map...", then the dialog's map (`map`) draws. */
export async function expectFrameBeforeLateMap(
  page: Page,
  { open, title, map }: { open: Locator; title: string; map: Locator },
) {
  await expectFrameBeforeLateDialog(page, {
    open: () => open.click(),
    title,
    status: "Loading map...",
    ready: map.locator("canvas"),
  });
}
