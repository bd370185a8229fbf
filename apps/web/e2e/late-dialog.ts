import type { Locator, Page } from "@playwright/test";

import { expect } from "./test";

/**
 * A dialog whose code downloads on demand, opened on a slow connection: from now on every script
 * arrives 2 s late (the dialog's code, its texts, MapLibre). `open` clicks what opens it; its frame
 * must answer at once with the title and "Loading map...", then give way to the dialog's map.
 */
export async function expectFrameBeforeLateMap(
  page: Page,
  { open, title, map }: { open: Locator; title: string; map: Locator },
) {
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await open.click();
  const frame = page.getByTestId("loading-overlay");
  await expect(frame.getByRole("status")).toContainText("Loading map...");
  await expect(frame).toContainText(title);
  await expect(map.locator("canvas")).toBeVisible({ timeout: 30_000 });
  await expect(frame).toHaveCount(0);
}
