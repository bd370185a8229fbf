import { guestCheckoutWithKeys, openCartWithKeys, searchWithKeys, tabTo } from "./keyboard-support";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/*
 * Keyboard-only journeys (issue 21 item 5) in grocery and ecommerce, beside the food one
 * (keyboard-journey.spec.ts): a guest goes from the header search to a placed cash-on-delivery order with
 * key presses only, and every control reached shows where the focus is (`tabTo`). Grocery through the
 * item dialog (its quantity raised to the store's minimum order), ecommerce through the product page.
 * Items with deep seeded stock that no other spec orders.
 */

test.describe.configure({ timeout: 180_000 });

test("grocery: search → item dialog → quantity → cart → checkout → cash on delivery, with the keyboard only", async ({
  page,
}) => {
  // Ground Coffee 500g (Daily Needs Mini Mart): no variations, 7.31; two pass the store's 10 minimum.
  const item = "Ground Coffee 500g";
  await saveLocation(page.context(), { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  await expect(page.getByTestId("module-headline")).toBeVisible();

  await searchWithKeys(page, "coffee", item);

  const quickView = page
    .getByRole("button", { name: new RegExp(`^Quick View ?: ${item}$`) })
    .first();
  await tabTo(page, quickView);
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("item-dialog");
  await expect(dialog.getByRole("heading", { name: item })).toBeVisible();

  const more = dialog.getByRole("button", { name: "Increase quantity" });
  await tabTo(page, more);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("group")).toContainText("2");
  await tabTo(page, dialog.getByTestId("item-submit"));
  await expect(dialog.getByTestId("item-submit")).toHaveText("Add to Cart");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Item added to cart")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(quickView).toBeFocused();

  await expect(page.getByTestId("cart-link").first()).toHaveAccessibleName("Cart, 1 item");
  const drawer = await openCartWithKeys(page, 1);
  await expect(drawer.getByTestId("cart-line")).toContainText(item);
  await expect(drawer.getByTestId("cart-line").getByRole("group")).toContainText("2");
  await guestCheckoutWithKeys(page, drawer, {
    name: "Keyboard Grocer",
    phone: "+8801722222231",
    email: "keys.grocery@example.test",
  });
});

test("ecommerce: search → product page → Add to Cart → cart → checkout → cash on delivery, with the keyboard only", async ({
  page,
}) => {
  // Plush Teddy Bear (Gadget Galaxy, Old Town): no variations, no minimum order.
  const item = "Plush Teddy Bear";
  await saveLocation(page.context(), { moduleId: 3, moduleType: "ecommerce" });
  await page.goto("/home");
  await expect(page.getByTestId("module-headline")).toBeVisible();

  await searchWithKeys(page, "teddy", item);

  // The card's title is a link to the product page.
  const link = page
    .getByTestId("listing-results")
    .getByRole("link", { name: new RegExp(item) })
    .first();
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1, name: item })).toBeVisible();

  const add = page.getByRole("button", { name: "Add to Cart", exact: true });
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cart-link").first()).toHaveAccessibleName("Cart, 1 item");

  const drawer = await openCartWithKeys(page, 1);
  await expect(drawer.getByTestId("cart-line")).toContainText(item);
  await guestCheckoutWithKeys(page, drawer, {
    name: "Keyboard Shopper",
    phone: "+8801722222232",
    email: "keys.shop@example.test",
  });
});
