import type { Page } from "@playwright/test";

/**
 * The API's demo clock in the browser tests: playwright.config.ts starts the API with DEMO_CLOCK 12:00
 * read at E2E_DEMO_CLOCK_FROM, so its "now" is noon (UTC) of that day plus the time passed since
 * (apps/api/src/lib/clock.ts). The browser keeps the machine's real time.
 */
export function apiClockNow(): Date {
  const from = new Date(process.env.E2E_DEMO_CLOCK_FROM ?? Date.now());
  const noon = new Date(from);
  noon.setUTCHours(12, 0, 0, 0);
  return new Date(Date.now() + (noon.getTime() - from.getTime()));
}

/**
 * Runs the page's clock on the API's from now on (time still flows): what the browser computes from
 * "now" — the checkout's schedule slots — is then checked by the API against the same time, whatever
 * the hour the suite runs at (at 01:00 UTC the browser offered 08:00 slots the API, at 12:00, refused).
 */
export async function browserOnApiClock(page: Page): Promise<void> {
  await page.clock.install({ time: apiClockNow() });
}
