import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";

import { WEB_ROOT } from "../scripts/lib/first-load.mjs";
import { axeViolations, LOOKS } from "./axe";
import { FIRST_LOAD_EXCLUDED, FIRST_LOAD_SAMPLES } from "./first-load-routes";
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

async function signIn(context: BrowserContext) {
  const answer = await context.request.post(`${WEB_URL}/api/v1/auth/login`, {
    data: {
      login_type: "manual",
      field_type: "email",
      email_or_phone: "demo@marketplace.test",
      password: "Demo1234",
    },
    headers: { origin: WEB_URL },
  });
  expect(answer.status()).toBe(200);
}

test("every built page route has a URL to check", () => {
  expect(pages.filter((page) => page.url.includes("[")).map((page) => page.route)).toEqual([]);
});

for (const { route, url, visitor, status, module } of pages) {
  test(`axe: ${route} in light and dark, English and Arabic`, async ({ browser }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const variant of LOOKS) {
      const context = await browser.newContext();
      try {
        if (visitor === "first-visit") {
          await context.addCookies(
            Object.entries({ theme: variant.theme, lang: variant.language }).map(
              ([name, value]) => ({ name, value, url: WEB_URL, httpOnly: true }),
            ),
          );
        } else {
          await saveLocation(context, {
            moduleId: module.id,
            moduleType: module.type,
            ...variant,
          });
          if (visitor === "customer") await signIn(context);
        }
        const page = await context.newPage();
        const response = await page.goto(url);
        expect(response?.status(), `${url} (${variant.theme}, ${variant.language})`).toBe(status);
        await expect(page.locator("main")).toBeVisible();
        problems.push(...(await axeViolations(page, `${variant.theme}/${variant.language} `)));
      } finally {
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });
}
