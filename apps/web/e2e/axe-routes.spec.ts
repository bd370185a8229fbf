import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Cookie, Page } from "@playwright/test";

import { WEB_ROOT } from "../scripts/lib/first-load.mjs";
import { axeViolations, LOOKS } from "./axe";
import { FIRST_LOAD_EXCLUDED, FIRST_LOAD_SAMPLES } from "./first-load-routes";
import { freshVisitor } from "./fresh-visitor";
import { signInDemoCustomer } from "./orders-support";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * Accessibility on every route (issue 21 item 5): every page route of the build, as its visitor (the
 * samples of e2e/first-load-routes.ts give the URL of each dynamic route and who loads it), in light and
 * dark, English (LTR) and Arabic (RTL), with axe's WCAG 2.2 A/AA rules: no violation. `/` and `/home` are
 * covered by a11y.spec.ts, which also mounts every deferred section of each module's home first.
 */

const coveredElsewhere = new Set(["/", "/home"]);

function builtPageRoutes(): string[] {
  const manifest = JSON.parse(
    readFileSync(
      join(WEB_ROOT, process.env.NEXT_DIST_DIR ?? ".next", "app-path-routes-manifest.json"),
      "utf8",
    ),
  ) as Record<string, string>;
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith("/page"))
    .map(([, route]) => route)
    .sort();
}

const pages = builtPageRoutes()
  .filter((route) => !(route in FIRST_LOAD_EXCLUDED) && !coveredElsewhere.has(route))
  .map((route) => {
    const sample = FIRST_LOAD_SAMPLES.find((candidate) => candidate.route === route);
    return {
      route,
      url: sample?.url ?? route,
      visitor: sample?.visitor ?? "guest",
      status: sample?.status ?? 200,
      module: sample?.module ?? { id: 1, type: "grocery" },
    };
  });

/** The demo customer's session cookie, signed in once for the file (each sign-in hashes the password). */
async function customerSession(browser: Browser): Promise<Cookie[]> {
  const context = await browser.newContext();
  try {
    await signInDemoCustomer(context);
    return (await context.storageState()).cookies;
  } finally {
    await context.close();
  }
}

/**
 * One browser context and page serve every look of the file: before each look its cookies and the page's
 * storage are cleared, so each look is a new visitor as before, while the storefront's scripts come from
 * the context's cache (a context per look cost ~0.4 s of set-up and a cold load each).
 */
let context: BrowserContext | undefined;
let page: Page | undefined;
let session: Cookie[] = [];

test.beforeAll(async ({ browser }) => {
  session = await customerSession(browser);
  context = await browser.newContext();
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

test("every built page route has a URL to check", () => {
  expect(pages.filter((page) => page.url.includes("[")).map((page) => page.route)).toEqual([]);
});

for (const { route, url, visitor, status, module } of pages) {
  test(`axe: ${route} in light and dark, English and Arabic`, async () => {
    test.setTimeout(120_000);
    if (context === undefined || page === undefined) throw new Error("no browser context");
    const problems: string[] = [];
    for (const variant of LOOKS) {
      await freshVisitor(context, page);
      if (visitor === "first-visit") {
        await context.addCookies(
          Object.entries({ theme: variant.theme, lang: variant.language }).map(([name, value]) => ({
            name,
            value,
            url: WEB_URL,
            httpOnly: true,
          })),
        );
      } else {
        await saveLocation(context, {
          moduleId: module.id,
          moduleType: module.type,
          ...variant,
        });
        if (visitor === "customer") await context.addCookies(session);
      }
      const response = await page.goto(url);
      expect(response?.status(), `${url} (${variant.theme}, ${variant.language})`).toBe(status);
      await expect(page.locator("main")).toBeVisible();
      problems.push(...(await axeViolations(page, `${variant.theme}/${variant.language} `)));
    }
    expect(problems).toEqual([]);
  });
}
