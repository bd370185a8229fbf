import { saveLocation } from "./support";
import { expect, test } from "./test";

test("the product page renders the item with valid Product JSON-LD and its canonical URL", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  // Sourdough Loaf (item 95, grocery, Old Town), by id.
  const response = await page.goto("/product/95");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Sourdough Loaf" })).toBeVisible();

  const raw = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(raw ?? "null") as Record<string, unknown> & {
    offers: Record<string, unknown>;
  };
  expect(data["@context"]).toBe("https://schema.org");
  expect(data["@type"]).toBe("Product");
  expect(data.name).toBe("Sourdough Loaf");
  expect(["Offer", "AggregateOffer"]).toContain(data.offers["@type"]);
  expect(data.offers.priceCurrency).toBe("USD");
  expect(String(data.offers.price ?? data.offers.lowPrice)).toMatch(/^\d+\.\d{2}$/);
  expect(data.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);

  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/\/product\/[^/?]+$/);
  expect(data.url).toBe(canonical);
});

test("an unknown product answers 404", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const response = await page.goto("/product/99999999");
  expect(response?.status()).toBe(404);
});
