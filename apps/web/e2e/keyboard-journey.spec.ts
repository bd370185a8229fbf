import { guestCheckoutWithKeys, openCartWithKeys, searchWithKeys, tabTo } from "./keyboard-support";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/*
 * A keyboard-only journey (issue 21 item 5): a guest in the food module goes from the header search to a
 * placed cash-on-delivery order with key presses only — Tab / Shift+Tab to move, Enter / Space to act,
 * arrows inside radio groups, Escape to close — and every control reached shows where the focus is.
 * No mouse event is sent: each step moves the focus by keys until the control it needs has it.
 */

test.describe.configure({ timeout: 180_000 });

test("search → item → options → cart → checkout → cash on delivery, with the keyboard only", async ({
  page,
}) => {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await expect(page.getByTestId("module-headline")).toBeVisible();

  // Header search: type, then Enter lands on the listing.
  await searchWithKeys(page, "pho", "Beef Pho");

  // The listing: the item's Quick View opens the food dialog.
  const quickView = page.getByRole("button", { name: /^Quick View ?: Beef Pho$/ }).first();
  await tabTo(page, quickView);
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("item-dialog");
  await expect(dialog.getByRole("heading", { name: "Beef Pho" })).toBeVisible();

  // Options: a required single choice with the arrows, a multiple choice with Space.
  const spice = dialog.getByRole("radio", { name: "Medium" });
  await tabTo(page, dialog.getByRole("radio").first());
  // Held as a person holds a key: Radix moves the focus in a timeout and selects only while the arrow is
  // still down (an instant press on a busy machine released it before the focus moved).
  await page.keyboard.down("ArrowDown");
  await expect(dialog.getByRole("radio").nth(1)).toBeFocused();
  await page.keyboard.up("ArrowDown");
  await expect(dialog.getByRole("radio").nth(1)).toBeChecked();
  void spice;
  const tofu = dialog.getByRole("checkbox", { name: "Tofu" });
  await tabTo(page, tofu);
  await page.keyboard.press("Space");
  await expect(tofu).toBeChecked();
  await tabTo(page, dialog.getByTestId("item-submit"));
  await expect(dialog.getByTestId("item-submit")).toHaveText("Add to Cart");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Item added to cart")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The focus is back on the control that opened the dialog.
  await expect(quickView).toBeFocused();

  // The cart drawer, opened from the header, then checkout as a guest.
  await expect(page.getByTestId("cart-link").first()).toHaveAccessibleName("Cart, 1 item");
  const drawer = await openCartWithKeys(page, 1);
  await guestCheckoutWithKeys(page, drawer, {
    name: "Keyboard Guest",
    phone: "+8801722222222",
    email: "keys@example.test",
  });
});
