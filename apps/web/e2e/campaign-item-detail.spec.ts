import type { BrowserContext, Locator, Page } from "@playwright/test";

import type { Item } from "@marketplace/api-client";
import { itemSchema, wireArray } from "@marketplace/api-client";
import { formatMoney, priceRange } from "@marketplace/domain";

import { axeViolations, LOOKS } from "./axe";
import { mountAllSections } from "./home-support";
import { newCustomer, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * Campaign items open by their campaign id (issue 15 item 2, issue 14 item 5; spec D §2 route table,
 * §4 "Campaign items show only Order Now", A §4 Order Now needs login): in grocery the 'Just For You'
 * card opens the item dialog, in ecommerce `/product/{id}?product_type=campaign` is a server-rendered
 * product page. Both offer Order Now only (no Add to Cart, no Buy Now, no wishlist heart); a guest is
 * asked to sign in, a signed-in customer reaches `/checkout?page=campaign`. An unknown or ended campaign
 * id answers the not-found page with 404.
 */

test.describe.configure({ timeout: 150_000 });

const GROCERY = { moduleId: 1, moduleType: "grocery" } as const;
const ECOMMERCE = { moduleId: 3, moduleType: "ecommerce" } as const;
const usd = { symbol: "$", direction: "left", digits: 2 } as const;
/** The grocery item campaign the seed ended five days ago (`addEndedItemCampaign`: the 9th, appended last). */
const ENDED_CAMPAIGN_ID = 9;

/** The running campaign items the API serves the browser's visitor (`campaigns/item`). */
async function campaignItems(context: BrowserContext): Promise<Item[]> {
  const answer = await context.request.get(`${WEB_URL}/api/v1/campaigns/item`, {
    headers: { accept: "application/json", origin: WEB_URL },
  });
  expect(answer.ok()).toBe(true);
  const items = wireArray(itemSchema).parse(await answer.json());
  expect(items.length).toBeGreaterThan(0);
  return items;
}

/** Order Now is the only purchase button; no wishlist heart. */
async function expectOrderNowOnly(scope: Locator) {
  await expect(scope.getByRole("button", { name: "Order Now" })).toBeVisible();
  await expect(
    scope.getByRole("button", { name: /^(Add to Cart|Buy Now|Update To Cart)$/ }),
  ).toHaveCount(0);
  await expect(scope.getByRole("button", { name: /wishlist/i })).toHaveCount(0);
}

/** The 'Just For You' card of a campaign item on the grocery home (every section mounted). */
async function campaignCard(page: Page, item: Item): Promise<Locator> {
  await page.goto("/home");
  await mountAllSections(page);
  const list = page
    .locator('[data-section="just-for-you"]')
    .getByRole("list", { name: "Campaign items" });
  const card = list
    .locator('[data-slot="item-card"]')
    .filter({ has: page.getByRole("heading", { name: item.name }) });
  await expect(card).toHaveCount(1);
  return card;
}

/** Clicks the card's name (its link to the product page) and answers the dialog it opens. */
async function openFromCard(page: Page, item: Item): Promise<Locator> {
  const card = await campaignCard(page, item);
  const link = card.getByRole("link", { name: item.name, exact: true });
  await expect(link).toHaveAttribute(
    "href",
    `/product/${item.slug ?? String(item.id)}?module_id=1&product_type=campaign`,
  );
  await link.click();
  const dialog = page.getByTestId("item-dialog");
  await expect(dialog.getByRole("heading", { name: item.name })).toBeVisible();
  return dialog;
}

test("grocery: a 'Just For You' card opens the campaign item's dialog with Order Now only", async ({
  page,
  context,
  request,
}) => {
  await saveLocation(context, GROCERY);
  await page.goto("/home");
  const [item] = await campaignItems(context);
  if (!item) throw new Error("the grocery module serves no campaign item");

  const dialog = await openFromCard(page, item);
  // The card's click stays on the home: the dialog, not a navigation.
  await expect(page).toHaveURL(/\/home$/);
  await expectOrderNowOnly(dialog);
  await expect(dialog.getByTestId("item-campaign-dates")).toHaveText(/^Available .+ – .+$/);
  const price = formatMoney(priceRange(item, usd.digits).minDiscounted, usd);
  await expect(dialog.getByTestId("item-total")).toHaveText(price);
  expect(await axeViolations(page, "", { include: '[data-testid="item-dialog"]' })).toEqual([]);

  // A guest is asked to sign in: the dialog closes and the sign-in modal opens on the home.
  await dialog.getByRole("button", { name: "Order Now" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("auth-modal")).toBeVisible();
  await expect(page).toHaveURL(/\/home\?auth=sign-in$/);

  // Signed in, Order Now leads to the campaign item's one-line checkout.
  const customer = await newCustomer(request, "campaigndialog");
  expect(await signInAs(page, customer.email, customer.password)).toBe(200);
  const signedIn = await openFromCard(page, item);
  await expectOrderNowOnly(signedIn);
  await signedIn.getByRole("button", { name: "Order Now" }).click();
  await expect(page).toHaveURL(/\/checkout\?page=campaign&line=/);
  await expect(page.getByTestId("checkout-line-name")).toHaveText(item.name);
});

test("grocery: the campaign item dialog passes axe in every look", async ({ page, context }) => {
  await saveLocation(context, GROCERY);
  await page.goto("/home");
  const [item] = await campaignItems(context);
  if (!item) throw new Error("the grocery module serves no campaign item");
  const violations: string[] = [];
  for (const look of LOOKS) {
    await saveLocation(context, { ...GROCERY, ...look });
    // The card's name differs in Arabic: its link to the campaign product page opens the dialog.
    await page.goto("/home");
    await mountAllSections(page);
    const card = page
      .locator('[data-section="just-for-you"]')
      .getByRole("list")
      .last()
      .locator('[data-slot="item-card"]')
      .first();
    await card.locator('a[href*="product_type=campaign"]').click();
    const dialog = page.getByTestId("item-dialog");
    await expect(dialog.getByTestId("item-order-now")).toBeVisible();
    violations.push(
      ...(await axeViolations(page, `${look.theme}/${look.language} `, {
        include: '[data-testid="item-dialog"]',
      })),
    );
  }
  expect(violations).toEqual([]);
});

test("ecommerce: /product/{id}?product_type=campaign renders the campaign item with Order Now only", async ({
  page,
  context,
  request,
}) => {
  await saveLocation(context, ECOMMERCE);
  await page.goto("/home");
  const [item] = await campaignItems(context);
  if (!item) throw new Error("the ecommerce module serves no campaign item");
  const byId = `/product/${String(item.id)}?product_type=campaign&module_id=3`;
  const canonicalPath = `/product/${item.slug ?? String(item.id)}?module_id=3&product_type=campaign`;

  const response = await page.goto(byId);
  expect(response?.status()).toBe(200);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: item.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(item.name));
  await expect(main.getByTestId("item-campaign-dates")).toHaveText(/^Available .+ – .+$/);
  await expectOrderNowOnly(main);
  // No reviews or related items: a campaign id is not an item's.
  await expect(main.getByTestId("item-reviews")).toHaveCount(0);

  // Its own canonical URL (product_type=campaign kept), Open Graph and Product JSON-LD with its Offer.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical?.endsWith(canonicalPath)).toBe(true);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical ?? "");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", item.name);
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (raw) => JSON.parse(raw) as Record<string, unknown>,
  );
  const product = blocks.find((block) => block["@type"] === "Product") as
    (Record<string, unknown> & { offers: Record<string, unknown> }) | undefined;
  expect(product?.name).toBe(item.name);
  expect(product?.url).toBe(canonical);
  // An item with variations offers its price range (lowest and highest after the campaign's discount).
  const range = priceRange(item, usd.digits);
  const plain = (minor: number) => formatMoney(minor, { ...usd, symbol: "" });
  expect(product?.offers).toMatchObject(
    range.isRange
      ? {
          "@type": "AggregateOffer",
          lowPrice: plain(range.minDiscounted),
          highPrice: plain(range.maxDiscounted),
        }
      : { "@type": "Offer", price: plain(range.minDiscounted) },
  );
  expect(product?.offers.priceCurrency).toBe("USD");

  // The slug opens the same page.
  expect((await page.request.get(`${WEB_URL}${canonicalPath}`)).status()).toBe(200);

  // A guest is asked to sign in, on the same page (its product_type kept).
  await main.getByRole("button", { name: "Order Now" }).click();
  await expect(page.getByTestId("auth-modal")).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/product/${String(item.id)}\\?product_type=campaign&module_id=3&auth=sign-in$`),
  );
  // Still the campaign item's page behind the modal (the modal hides the rest from the accessibility tree).
  await expect(main.locator("h1")).toHaveText(item.name);

  // Signed in, Order Now leads to the campaign item's one-line checkout.
  const customer = await newCustomer(request, "campaignpage");
  expect(await signInAs(page, customer.email, customer.password)).toBe(200);
  await page.goto(byId);
  await main.getByRole("button", { name: "Order Now" }).click();
  await expect(page).toHaveURL(/\/checkout\?page=campaign&line=/);
  await expect(page.getByTestId("checkout-line-name")).toHaveText(item.name);
});

test("ecommerce: the campaign product page passes axe in every look", async ({ page, context }) => {
  await saveLocation(context, ECOMMERCE);
  await page.goto("/home");
  const [item] = await campaignItems(context);
  if (!item) throw new Error("the ecommerce module serves no campaign item");
  const violations: string[] = [];
  for (const look of LOOKS) {
    await saveLocation(context, { ...ECOMMERCE, ...look });
    const response = await page.goto(
      `/product/${String(item.id)}?product_type=campaign&module_id=3`,
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("item-order-now")).toBeVisible();
    violations.push(...(await axeViolations(page, `${look.theme}/${look.language} `)));
  }
  expect(violations).toEqual([]);
});

test("an unknown or ended campaign id, or an item's id as a campaign, answers the not-found page with 404", async ({
  page,
  context,
}) => {
  await saveLocation(context, GROCERY);
  for (const url of [
    "/product/999999?product_type=campaign&module_id=1",
    `/product/${String(ENDED_CAMPAIGN_ID)}?product_type=campaign&module_id=1`,
    // Sourdough Loaf is item 95, not a campaign.
    "/product/95?product_type=campaign&module_id=1",
    "/product/no-such-special?product_type=campaign",
    // A module the site does not have.
    "/product/1?product_type=campaign&module_id=999",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText(
      "Page not found",
    );
  }
});
