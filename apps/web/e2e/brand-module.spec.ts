import type { APIRequestContext } from "@playwright/test";

import { foundText, saveLocation } from "./support";
import { expect, test } from "./test";

/*
 * A brand listing searches the brand's module, whatever module the visitor has chosen: a located visitor
 * of the food module opening a grocery brand (a shared link, a brand tile seen elsewhere) sees that
 * brand's items, as many as the grocery module serves in the visitor's zone.
 */
const food = { moduleId: 4, moduleType: "food" } as const;
const GROCERY = 1;

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}/api/v1`;
const VISITOR = { zoneId: "[1]", latitude: "23.7925", longitude: "90.401" };

interface BrandInZone {
  id: number;
  name: string;
  /** The brand's items in zone 1, as the grocery module's search answers them. */
  total: number;
}

/** The grocery brand with the most items in zone 1 (the API's own answers). */
async function groceryBrandInZone(request: APIRequestContext): Promise<BrandInZone> {
  const headers = { ...VISITOR, moduleId: String(GROCERY) };
  const brands = (await (await request.get(`${API_URL}/brand`, { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const found: BrandInZone[] = [];
  for (const brand of brands) {
    const query = new URLSearchParams({
      list_type: "item",
      data_type: "brand",
      brand_ids: JSON.stringify([brand.id]),
      filter: "[]",
      limit: "12",
      offset: "1",
    });
    const response = await request.get(`${API_URL}/get-combined-data?${query.toString()}`, {
      headers,
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { total_size: number | string };
    found.push({ ...brand, total: Number(body.total_size) });
  }
  const best = found.sort((a, b) => b.total - a.total)[0];
  if (!best || best.total === 0) throw new Error("no grocery brand has items in zone 1");
  return best;
}

test("a food visitor opening a grocery brand sees the brand's grocery items", async ({
  page,
  context,
  request,
}) => {
  const brand = await groceryBrandInZone(request);
  await saveLocation(context, food);
  await page.goto(
    `/home?data_type=brand&brand_id=${String(brand.id)}&module_id=${String(GROCERY)}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.name);
  await expect(page.getByTestId("listing-count")).toHaveText(foundText(brand.total, "item"));
  await expect(page.getByText("Items not found!")).toHaveCount(0);
  const cards = page.getByTestId("listing-results").locator(":scope > li");
  await expect(cards).toHaveCount(Math.min(brand.total, 12));
  // The visitor's own module is unchanged: the food home is still theirs.
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "module_id")?.value).toBe(String(food.moduleId));
});
