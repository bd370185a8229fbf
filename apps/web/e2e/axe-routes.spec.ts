import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Cookie, Page } from "@playwright/test";

import { WEB_ROOT } from "../scripts/lib/first-load.mjs";
import { axeViolations, LOOKS, switchToDark } from "./axe";
import { FIRST_LOAD_EXCLUDED, FIRST_LOAD_SAMPLES } from "./first-load-routes";
import { freshVisitor } from "./fresh-visitor";
import { signInDemoCustomer } from "./orders-support";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * Accessibility on every route (issue 21 item 5): every page route of the build, as its visitor (the
 * samples of e2e/first-load-routes.ts give the URL of each dynamic route and who loads it), in light and
 * dark, English (LTR) and Arabic (RTL), with axe's WCAG 2.2 A/AA rules: no violation. Each language's page
 * is loaded light, checked, switched to dark with the header's theme toggle (as a visitor does) and checked
 * again. `/` and `/home` are covered by a11y.spec.ts, which also mounts every deferred section of each
 * module's home first.
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

/** The two languages of the looks; each page is checked light, then dark (axe.ts switchToDark). */
const LANGUAGES = [...new Set(LOOKS.map((look) => look.language))];

for (const { route, url, visitor, status, module } of pages) {
  test(`axe: ${route} in light and dark, English and Arabic`, async () => {
    test.setTimeout(120_000);
    if (context === undefined || page === undefined) throw new Error("no browser context");
    const shared = { context, page };
    /** Opens the page as a new visitor of this look and checks its status. */
    const open = async (variant: { theme: string; language: string }) => {
      await freshVisitor(shared.context, shared.page);
      if (visitor === "first-visit") {
        await shared.context.addCookies(
          Object.entries({ theme: variant.theme, lang: variant.language }).map(([name, value]) => ({
            name,
            value,
            url: WEB_URL,
            httpOnly: true,
          })),
        );
      } else {
        await saveLocation(shared.context, {
          moduleId: module.id,
          moduleType: module.type,
          ...variant,
        });
        if (visitor === "customer") await shared.context.addCookies(session);
      }
      const response = await shared.page.goto(url);
      expect(response?.status(), `${url} (${variant.theme}, ${variant.language})`).toBe(status);
      await expect(shared.page.locator("main")).toBeVisible();
    };
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      await open({ theme: "light", language });
      problems.push(...(await axeViolations(page, `light/${language} `)));
      // Dark on the same page with the header's toggle, as a visitor switches; loaded dark where the page
      // has no toggle.
      if (await switchToDark(page)) {
        await expect(page.locator("main")).toBeVisible();
      } else {
        await open({ theme: "dark", language });
      }
      problems.push(...(await axeViolations(page, `dark/${language} `)));
    }
    expect(problems).toEqual([]);
  });
}
