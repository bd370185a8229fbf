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

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (raw) => JSON.parse(raw) as Record<string, unknown>,
  );
  const data = blocks.find((block) => block["@type"] === "Product") as Record<string, unknown> & {
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

  // Breadcrumbs with the store level, in the markup and as BreadcrumbList JSON-LD.
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("listitem")).toHaveText([
    "Home/",
    "Golden Crust Bakery/",
    "Sourdough Loaf",
  ]);
  await expect(trail.getByRole("link", { name: "Golden Crust Bakery" })).toHaveAttribute(
    "href",
    /^\/store\/golden-crust-bakery\?module_id=1&/,
  );
  await expect(trail.getByText("Sourdough Loaf")).toHaveAttribute("aria-current", "page");
  const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as {
    itemListElement: { position: number; name: string; item: string }[];
  };
  expect(crumbs.itemListElement.map((crumb) => [crumb.position, crumb.name])).toEqual([
    [1, "Home"],
    [2, "Golden Crust Bakery"],
    [3, "Sourdough Loaf"],
  ]);
  expect(crumbs.itemListElement[2]?.item).toBe(canonical);
});

test("the product page's reviews show their photos as thumbnails that open larger; the gallery zooms", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/product/95");
  const reviews = page.getByTestId("item-reviews");
  await expect(reviews.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
  // Sourdough Loaf's first review carries two photos (the loaf, the parcel it came in).
  const photos = reviews.getByTestId("review-photos");
  await expect(photos).toHaveCount(1);
  const thumbnails = photos.getByRole("button");
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.first()).toHaveAccessibleName(/^Photo 1 of 2 from .+/);
  for (const image of await photos.locator("img").all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth))
      .toBeGreaterThan(0);
  }

  await thumbnails.first().click();
  const zoom = page.getByTestId("image-zoom");
  await expect(zoom.getByRole("heading", { name: /^Photos from .+/ })).toBeVisible();
  const picture = zoom.getByTestId("image-zoom-picture");
  await expect(picture).toHaveAttribute("src", /\/storage\/review\/bread\.svg$/);
  await expect
    .poll(() => picture.evaluate((node: HTMLImageElement) => node.naturalWidth))
    .toBeGreaterThan(0);
  // The keyboard: next picture, zoom in, pan, zoom out.
  await page.keyboard.press("PageDown");
  await expect(picture).toHaveAttribute("src", /\/storage\/review\/package\.svg$/);
  await expect(zoom.getByText("Photo 2 of 2 from", { exact: false })).toBeVisible();
  await page.keyboard.press("+");
  await expect(picture).toHaveAttribute("data-zoomed", "true");
  await page.keyboard.press("ArrowRight");
  await expect(picture).toHaveCSS("transform-origin", /^\S+ \S+$/);
  await zoom.getByRole("button", { name: "Zoom out" }).click();
  await expect(picture).toHaveAttribute("data-zoomed", "false");
  await zoom.getByRole("button", { name: "Previous picture" }).click();
  await expect(picture).toHaveAttribute("src", /\/storage\/review\/bread\.svg$/);
  await page.keyboard.press("Escape");
  await expect(zoom).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();

  // The gallery: the main picture opens the same zoom with the item's picture, from the keyboard.
  const main = page.getByTestId("gallery-main");
  await main.focus();
  await page.keyboard.press("Enter");
  await expect(zoom.getByRole("heading", { name: "Sourdough Loaf" })).toBeVisible();
  await expect(zoom.getByTestId("image-zoom-picture")).toHaveAttribute(
    "src",
    /\/storage\/product\//,
  );
  await zoom.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoom.getByTestId("image-zoom-picture")).toHaveAttribute("data-zoomed", "true");
  await page.keyboard.press("Escape");
  await expect(main).toBeFocused();
});

test("an unknown product answers 404", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const response = await page.goto("/product/99999999");
  expect(response?.status()).toBe(404);
});

test("'More from this store' is not in the product page's HTML: it loads near the viewport, for the item shown", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const html = await (await page.request.get("/product/95")).text();
  expect(html).toContain("Sourdough Loaf");
  expect(html).not.toContain("More from this store");
  expect(html).not.toContain("Free-Range Eggs (12)");

  await page.goto("/product/95");
  // Down to the footer: the section's place, just above it, comes into view.
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const related = page.getByRole("region", { name: "More from this store" });
  const cards = related.getByRole("listitem");
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText("Free-Range Eggs (12)");
  await expect(related).not.toContainText("Sourdough Loaf");
  // The loaded cards are the store's cards, buttons and all.
  await related.getByRole("button", { name: "Add to Cart: Aged Cheddar" }).click();
  await expect(page.getByTestId("cart-link").first()).toHaveAccessibleName("Cart, 1 item");

  // Another item of the store, by its card: its own page lists the store's items but itself.
  await cards.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\/free-range-eggs-12-93(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "Free-Range Eggs (12)" })).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText("Sourdough Loaf");
  await expect(related).not.toContainText("Free-Range Eggs (12)");
});
