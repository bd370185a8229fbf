import type { APIRequestContext, Page } from "@playwright/test";

import { mountAllSections } from "./home-support";
import { foundText, saveLocation } from "./support";
import { expect, test } from "./test";

// The demo seed's pharmacy module (zone 1) and its common conditions (each medicine names one).
const pharmacy = { moduleId: 2, moduleType: "pharmacy" } as const;

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}/api/v1`;
const HEADERS = { moduleId: "2", zoneId: "[1]", latitude: "23.7925", longitude: "90.401" };

/** Every item of a condition as the API lists it (`common-condition/items/{id}`, 20 a page). */
async function conditionItemNames(request: APIRequestContext, id: number): Promise<string[]> {
  const names: string[] = [];
  for (let offset = 1; offset < 20; offset += 1) {
    const response = await request.get(
      `${API_URL}/common-condition/items/${String(id)}?limit=20&offset=${String(offset)}`,
      { headers: HEADERS },
    );
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { products: { name: string }[] };
    if (body.products.length === 0) break;
    names.push(...body.products.map((product) => product.name));
  }
  return names;
}

const cards = (page: Page) => page.getByTestId("listing-results").locator(":scope > li");

test.describe("pharmacy common conditions", () => {
  test.beforeEach(async ({ context }) => {
    await saveLocation(context, pharmacy);
  });

  test("a condition on the pharmacy home lists that condition's items, and only them", async ({
    page,
    request,
  }) => {
    await page.goto("/home");
    await mountAllSections(page);
    const conditions = page.getByRole("list", { name: "Common Conditions" }).getByRole("link");
    await expect(conditions.first()).toBeVisible();
    // The first condition that has items in this zone, as the API answers.
    let chosen: { index: number; id: number; expected: string[] } | null = null;
    for (let index = 0; index < (await conditions.count()) && chosen === null; index += 1) {
      const href = (await conditions.nth(index).getAttribute("href")) ?? "";
      const id = Number(new URL(href, "http://x").searchParams.get("id"));
      const expected = await conditionItemNames(request, id);
      if (expected.length > 0) chosen = { index, id, expected };
    }
    if (chosen === null) throw new Error("no common condition of the seed has items in zone 1");
    const { expected } = chosen;
    const link = conditions.nth(chosen.index);
    const name = (await link.innerText()).trim();
    await link.click();

    await expect(page).toHaveURL(/from=common-condition/);
    expect(new URL(page.url()).searchParams.get("id")).toBe(String(chosen.id));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("listing-count")).toHaveText(foundText(expected.length, "item"));
    // A condition's list has no Items / Stores tabs, sort or filters: its call takes none.
    await expect(page.getByRole("navigation", { name: "Show" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Filter" })).toHaveCount(0);
    await expect
      .poll(async () => (await cards(page).getByRole("heading").allInnerTexts()).sort())
      .toEqual([...expected].sort());

    // Reloading the shared URL shows the same list.
    await page.reload();
    await expect(cards(page)).toHaveCount(expected.length);
  });
});
