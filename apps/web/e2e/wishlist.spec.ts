import type { APIRequestContext, Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { mountAllSections } from "./home-support";
import { newCustomer, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * Issue 15 items 7 and 8: the wishlist (hearts, header count, drawer with its in-drawer delete
 * confirmation, signed-in only) and the floating cashback button (signed in, not parcel).
 * Each test signs up its own customer, so no other spec's favourites or delivered orders meet it.
 */

// Each test signs in, empties the wishlist through the API and loads several pages: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

interface WishlistAnswer {
  item: { id: number; name: string }[];
  store: { id: number; name: string }[];
}

/** The customer's wishlist as the API holds it (through the same-origin proxy, with the session cookie). */
async function apiWishlist(page: Page): Promise<WishlistAnswer> {
  const response = await page.request.get("/api/v1/customer/wish-list", {
    headers: { origin: WEB_URL, zoneId: "[1]", moduleId: "1" },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as WishlistAnswer;
}

/** Opens /home signed in as a new customer of this test (an empty wishlist, no orders). */
async function openSignedInHome(page: Page, request: APIRequestContext) {
  const account = await newCustomer(request, "wish");
  await page.goto("/home");
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  await page.goto("/home");
}

test("a heart on a card adds the item; the drawer lists it and deletes it after its confirmation", async ({
  page,
  context,
  request,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await openSignedInHome(page, request);
  const headerButton = page.getByTestId("wishlist-button").filter({ visible: true });
  await expect(headerButton.getByTestId("wishlist-count")).toHaveText("0");

  // Popular items is below the first screen: its cards load when it is scrolled to.
  await page.locator('[data-section="popular-items"]').scrollIntoViewIfNeeded();
  const card = page.locator('[data-section="popular-items"] [data-slot="item-card"]').first();
  const name = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  const heart = card.getByRole("button", { name: "Add to wishlist" });
  // On a screen with hover, a card's heart shows while the card is hovered (or focused within), not before.
  const opacity = () => heart.evaluate((button) => getComputedStyle(button).opacity);
  await page.mouse.move(0, 0);
  await expect.poll(opacity).toBe("0");
  await card.hover();
  await expect.poll(opacity).toBe("1");
  await heart.click();
  await expect(card.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(headerButton.getByTestId("wishlist-count")).toHaveText("1");
  await expect(headerButton).toHaveAccessibleName("Wishlist, 1 favourite");
  await expect
    .poll(async () => (await apiWishlist(page)).item.map((item) => item.name))
    .toEqual([name]);

  // The server's message is shown as a toast (once its answer is in); it covers the header's corner
  // until it goes.
  await expect(page.locator("[data-sonner-toast]")).toHaveText("Successfully added!");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await headerButton.click();
  const drawer = page.getByTestId("wishlist-drawer");
  await expect(drawer.getByRole("heading", { name: "Wishlist" })).toBeVisible();
  await expect(drawer.getByRole("tab", { name: "Items" })).toHaveAttribute("aria-selected", "true");
  const row = drawer.getByTestId("wishlist-row").filter({ hasText: name });
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The stores tab is empty with its message.
  await drawer.getByRole("tab", { name: "Stores" }).click();
  await expect(drawer.getByText("No favourite stores found")).toBeVisible();
  await drawer.getByRole("tab", { name: "Items" }).click();

  // Delete asks inside the drawer; Cancel keeps the item.
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const question = drawer.getByRole("alertdialog", {
    name: "Are you sure you want to delete this item?",
  });
  await expect(question).toBeVisible();
  await expect(drawer).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  expect((await apiWishlist(page)).item).toHaveLength(1);

  // Escape closes the question first, not the drawer.
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(drawer).toBeVisible();

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await question.getByRole("button", { name: "Delete" }).click();
  await expect(row).toBeHidden();
  await expect(drawer.getByText("No favourite items found")).toBeVisible();
  await expect(headerButton.getByTestId("wishlist-count")).toHaveText("0");
  await expect.poll(async () => (await apiWishlist(page)).item).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(headerButton).toBeFocused();
});

test("a store's heart adds the store; the drawer's Restaurants tab lists it in food", async ({
  page,
  context,
  request,
}) => {
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  await openSignedInHome(page, request);
  // A new customer has no visited stores: the first store cards are in a row below the first screen.
  await mountAllSections(page);
  const storeLink = page.locator('[data-slot="store-card"]').first().getByRole("link").first();
  const href = await storeLink.getAttribute("href");
  expect(href).toMatch(/^\/store\//);
  await page.goto(href ?? "/home");
  const storeName = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "Add to wishlist" }).first().click();
  await expect(page.getByRole("button", { name: "Remove from wishlist" }).first()).toBeVisible();
  const headerButton = page.getByTestId("wishlist-button").filter({ visible: true });
  await expect(headerButton.getByTestId("wishlist-count")).toHaveText("1");
  await expect
    .poll(async () => (await apiWishlist(page)).store.map((store) => store.name))
    .toEqual([storeName]);

  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await headerButton.click();
  const drawer = page.getByTestId("wishlist-drawer");
  await expect(drawer.getByRole("tab", { name: "Foods" })).toBeVisible();
  await drawer.getByRole("tab", { name: "Restaurants" }).click();
  await expect(drawer.getByTestId("wishlist-row").filter({ hasText: storeName })).toBeVisible();
  await page.keyboard.press("Escape");

  // Removing from the heart asks nothing.
  await page.getByRole("button", { name: "Remove from wishlist" }).first().click();
  await expect(headerButton.getByTestId("wishlist-count")).toHaveText("0");
  await expect.poll(async () => (await apiWishlist(page)).store).toEqual([]);
});

test("a guest's heart says 'You are not logged in' and there is no wishlist or cashback button", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  await expect(page.getByTestId("wishlist-button")).toHaveCount(0);
  await expect(page.getByTestId("cashback-button")).toHaveCount(0);
  // Popular items is below the first screen: its cards load when it is scrolled to.
  await page.locator('[data-section="popular-items"]').scrollIntoViewIfNeeded();
  const card = page.locator('[data-section="popular-items"] [data-slot="item-card"]').first();
  await card.hover();
  await card.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(page.getByText("You are not logged in")).toBeVisible();
  await expect(card.getByRole("button", { name: "Add to wishlist" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("the cashback button shows the offers to a signed-in customer, not in parcel", async ({
  page,
  context,
  request,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await openSignedInHome(page, request);
  const offers = await page.request.get("/api/v1/cashback/list", {
    headers: { origin: WEB_URL, moduleId: "1", zoneId: "[1]" },
  });
  expect(offers.ok()).toBe(true);
  const list = (await offers.json()) as { title: string }[];

  const button = page.getByTestId("cashback-button");
  await button.click();
  const panel = page.getByTestId("cashback-panel");
  await expect(panel.getByRole("heading", { name: "Cashback offers" })).toBeVisible();
  if (list.length === 0) {
    await expect(panel.getByText("No cashback offers right now")).toBeVisible();
  } else {
    await expect(panel.getByTestId("cashback-offer")).toHaveCount(list.length);
    for (const offer of list) await expect(panel.getByText(offer.title)).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();

  await saveLocation(context, { moduleId: 5, moduleType: "parcel" });
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Track your Products" })).toBeVisible();
  await expect(page.getByTestId("cashback-button")).toHaveCount(0);
});

test("on a phone the header has the heart and the cashback button sits in the screen's corner", async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await openSignedInHome(page, request);
  const heart = page.getByTestId("wishlist-button").filter({ visible: true });
  await expect(heart).toHaveCount(1);
  await expect(heart).toHaveAccessibleName("Wishlist, 0 favourites");
  const cashback = page.getByTestId("cashback-button");
  await expect(cashback).toBeVisible();
  // Fixed to the viewport (not to the header): its bottom edge is near the bottom of the screen.
  const box = await cashback.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(823 - 120);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(cashback).toBeInViewport();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await heart.click();
  const drawer = page.getByTestId("wishlist-drawer");
  await expect(drawer.getByRole("heading", { name: "Wishlist" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("wishlist-phone.png") });
  await page.keyboard.press("Escape");
  await expect(heart).toBeFocused();
});
