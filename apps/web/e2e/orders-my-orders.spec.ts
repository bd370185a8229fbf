import type { Page } from "@playwright/test";

import { axeViolations, LOOKS } from "./axe";
import { deliverNow } from "./demo-control";
import { expectFrameBeforeLateDialog } from "./late-dialog";
import {
  cancelThroughApi,
  cartLines,
  clearCart,
  dismissReviewReminders,
  failPayment,
  orderStatus,
  placeOrder,
  signedInCustomer,
  SOURDOUGH,
} from "./orders-support";
import { newCustomer } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * My orders (issue 17 item 5) in the profile shell: running and history lists, an order's details, the
 * cancel dialog, a refund request, reorder in one tap. The e2e API moves an order one step every 4 s; a
 * scheduled order stays pending.
 */

const details = (orderId: number) => `/profile?page=my-orders&orderId=${String(orderId)}`;

async function openDetails(page: Page, orderId: number) {
  const response = await page.goto(details(orderId));
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 2, name: `Order #${String(orderId)}` }),
  ).toBeVisible();
}

test("a placed order is in the running list with Track order, and its details show it all", async ({
  context,
  page,
}) => {
  await signedInCustomer(context);
  const orderId = await placeOrder(context.request, [SOURDOUGH], { scheduled: true });
  await page.goto("/my-orders");
  await expect(page).toHaveURL(/\/profile\?page=my-orders$/);
  await expect(page.getByRole("link", { name: "Running orders" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const card = page.locator(`[data-testid="order-card"][data-order-id="${String(orderId)}"]`);
  await expect(card).toContainText("Golden Crust Bakery");
  await expect(card).toContainText("Pending");
  await expect(card.getByRole("link", { name: "Track order" })).toHaveAttribute(
    "href",
    `/track-order?order_id=${String(orderId)}`,
  );
  await card.getByRole("link", { name: /^Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`orderId=${String(orderId)}$`));
  const lines = page.getByTestId("order-lines");
  await expect(lines).toContainText("Sourdough Loaf");
  await expect(lines).toContainText("Qty 3");
  await expect(page.getByTestId("payment-method")).toHaveText("Cash on delivery");
  await expect(page.getByTestId("order-total")).toContainText("$");
  await expect(page.getByText("Order Placed", { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "placed successfully" })).toHaveCount(0);

  // After checkout the order opens with the success note.
  await page.goto(`${details(orderId)}&from=checkout`);
  await expect(page.getByText("Your order was placed successfully.")).toBeVisible();

  // The history does not list it; an order that is not the customer's is not found.
  await page.goto("/profile?page=my-orders&list=history");
  await expect(page.locator(`[data-order-id="${String(orderId)}"]`)).toHaveCount(0);
  await page.goto(details(999_999));
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  await cancelThroughApi(context.request, orderId);
});

test("Track Order on an order's details opens the tracking drawer on the page; Escape gives focus back", async ({
  context,
  page,
}) => {
  await signedInCustomer(context);
  const orderId = await placeOrder(context.request, [SOURDOUGH], { scheduled: true });
  await openDetails(page, orderId);
  const track = page.getByTestId("order-details").getByRole("link", { name: "Track Order" });
  // Without script it is the tracking page; the page opens the drawer instead.
  await expect(track).toHaveAttribute("href", `/track-order?order_id=${String(orderId)}`);
  await track.click();
  const drawer = page.getByRole("dialog", { name: "Track Order" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("heading", { name: `Order #${String(orderId)}` })).toBeVisible();
  await expect(drawer.getByTestId("tracking-timeline").getByRole("listitem")).toHaveText([
    /Order Placed/,
    /Order Confirmed/,
    /On the Way/,
    /Delivered/,
  ]);
  await expect(drawer.getByTestId("tracking-status")).toHaveText("Pending");
  await expect(drawer.locator(".maplibregl-canvas")).toBeVisible();
  await expect(drawer.getByTestId("destination-marker")).toBeVisible();
  await expect(drawer.getByTestId("tracking-total")).toContainText("$");
  expect(page.url()).toBe(`${WEB_URL}${details(orderId)}`);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(track).toBeFocused();
  await expect(track).toHaveAttribute("aria-expanded", "false");
  await cancelThroughApi(context.request, orderId);
});

test("cancel a pending order with a reason, by keyboard: Back keeps it, Submit cancels it", async ({
  context,
  page,
}) => {
  await signedInCustomer(context);
  const orderId = await placeOrder(context.request, [SOURDOUGH], { scheduled: true });
  await openDetails(page, orderId);
  const open = page.getByRole("button", { name: "Cancel order" });
  const dialog = page.getByRole("dialog", { name: "What's Wrong With This Order?" });
  // On a slow connection the dialog's frame answers the key at once, then the dialog replaces it.
  await expectFrameBeforeLateDialog(page, {
    open: async () => {
      await open.focus();
      await page.keyboard.press("Enter");
    },
    title: "What's Wrong With This Order?",
    status: "Loading...",
    ready: dialog,
  });
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please select a reason.");
  await dialog.getByRole("radio", { name: "I ordered by mistake" }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("radio", { name: "I ordered by mistake" })).toBeChecked();
  await dialog.getByRole("button", { name: "Submit" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Order canceled successfully")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("order-status")).toHaveText("Canceled");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  expect(await orderStatus(context.request, orderId)).toBe("canceled");
  // Canceled orders are history.
  await page.goto("/profile?page=my-orders&list=history");
  await expect(page.locator(`[data-order-id="${String(orderId)}"]`)).toContainText("Canceled");
});

test("an order that moved on cannot be canceled; a delivered one takes a refund request with images", async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await signedInCustomer(context);
  const orderId = await placeOrder(context.request, [SOURDOUGH]);
  await expect
    .poll(() => orderStatus(context.request, orderId), { timeout: 40_000, intervals: [2_000] })
    .not.toBe("pending");
  await openDetails(page, orderId);
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await deliverNow(context.request, orderId);
  // The review prompt this delivery brings is the reviews' business (reviews-order.spec.ts); here its own
  // code loading beside the refund dialog's on the slowed scripts could stall the dialog's (seen 1 in 3).
  await dismissReviewReminders(context.request);
  await openDetails(page, orderId);
  await expect(page.getByTestId("delivery-man")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Refund request" });
  await expectFrameBeforeLateDialog(page, {
    open: () => page.getByRole("button", { name: "Request a refund" }).click(),
    title: "Refund request",
    status: "Loading...",
    ready: dialog,
  });
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please select a reason.");
  await dialog.getByRole("radio").first().check();
  await dialog.getByLabel("Note").fill("The loaf was squashed.");
  await dialog.getByLabel("Images (optional)").setInputFiles({
    name: "loaf.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  });
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Refund request has been sent.")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Refund requested");
  await expect(page.getByRole("button", { name: "Request a refund" })).toHaveCount(0);
});

test("a failed digital payment can be switched to cash on delivery", async ({ context, page }) => {
  await signedInCustomer(context);
  const orderId = await placeOrder(context.request, [SOURDOUGH], {
    scheduled: true,
    payment: "digital_payment",
  });
  await failPayment(context.request, orderId);
  await openDetails(page, orderId);
  await expect(page.getByTestId("order-status")).toHaveText("Failed");
  await expect(page.getByTestId("payment-method")).toHaveText("Digital payment");
  await page.getByRole("button", { name: "Switch to cash on delivery" }).click();
  await expect(page.getByText("Payment method is updated.")).toBeVisible();
  await expect(page.getByTestId("payment-method")).toHaveText("Cash on delivery");
  await expect(page.getByTestId("order-status")).toHaveText("Pending");
  await expect(page.getByRole("button", { name: "Switch to cash on delivery" })).toHaveCount(0);
  await cancelThroughApi(context.request, orderId);
});

test("reorder in one tap: the other store's cart is cleared on confirmation, an item now out of stock is flagged", async ({
  context,
  page,
}) => {
  await signedInCustomer(context);
  const pack = { type: "Pack of 3", price: 9.13 };
  // Sparkling Water 6-pack, 'Pack of 3' (stock 11), and Brown Eggs (6).
  const source = await placeOrder(
    context.request,
    [
      { item_id: 100, price: 9.13, quantity: 1, variation: [pack] },
      { item_id: 94, price: 1.82, quantity: 1 },
    ],
    { scheduled: true },
  );
  // A second (pending) order takes the pack's last 10: reordering the first finds none left.
  const drain = await placeOrder(
    context.request,
    [{ item_id: 100, price: 9.13, quantity: 10, variation: [pack] }],
    { scheduled: true },
  );
  try {
    // The cart holds another store's item (Strawberries, Green Grocer).
    await clearCart(context.request);
    const added = await context.request.post(`${WEB_URL}/api/v1/customer/cart/add`, {
      data: { item_id: 108, model: "Item", price: 3.9, quantity: 1 },
      headers: { origin: WEB_URL },
    });
    expect(added.status()).toBe(200);

    await openDetails(page, source);
    await page.getByRole("button", { name: "Reorder" }).click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(confirm).toContainText("Your cart has items from another store");
    await confirm.getByRole("button", { name: "Clear cart and reorder" }).click();
    const notes = page.getByTestId("reorder-notes");
    await expect(notes).toContainText("Not available now: \u2068Sparkling Water 6-pack\u2069");
    await expect(page.getByText("The order's items are in your cart.")).toBeVisible();
    await expect.poll(() => cartLines(context.request)).toEqual([{ item_id: 94, quantity: 1 }]);
    await expect(page.getByTestId("cart-link").first().getByTestId("cart-count")).toHaveText("1");
  } finally {
    await cancelThroughApi(context.request, drain);
    await cancelThroughApi(context.request, source);
    await clearCart(context.request);
  }
});

test("the profile shell: menu entries, panels chosen by page, the settings panel", async ({
  context,
  page,
}) => {
  await signedInCustomer(context);
  await page.goto("/profile?page=no-such-panel");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Edit Personal Details" }),
  ).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Account menu" });
  // The spec's dropdown entries (with My Addresses after My Orders), then the inbox and the notifications.
  await expect(menu.getByRole("link")).toHaveText([
    "Profile Settings",
    "My Orders",
    "My Addresses",
    "Wallet",
    "Coupons",
    "Loyalty Points",
    "Referral Code",
    "Settings",
    "Track Order",
    "Inbox",
    "Notifications",
  ]);
  await expect(menu.getByRole("link", { name: "Profile Settings" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByTestId("profile-email")).toHaveText("demo@marketplace.test");
  await menu.getByRole("link", { name: "My Orders" }).click();
  await expect(page).toHaveURL(/\/profile\?page=my-orders$/);
  await expect(page.getByRole("heading", { level: 2, name: "My Orders" })).toBeVisible();

  await page.goto("/profile?page=profile-settings");
  const name = (await page.getByTestId("profile-name").textContent()) ?? "";
  await page.getByRole("button", { name: "Edit details" }).click();
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("No changes found to update.")).toBeVisible();
  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("name is required")).toBeVisible();
  await page.getByLabel("Name").fill(`${name} Jr`);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Updated successfully.")).toBeVisible();
  await expect(page.getByTestId("profile-name")).toHaveText(`${name} Jr`);
  // Back to the seed's name.
  await page.getByRole("button", { name: "Edit details" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByTestId("profile-name")).toHaveText(name);
});

test("a signed-out visitor is asked to sign in, and comes back to my orders signed in", async ({
  context,
  page,
}) => {
  test.slow();
  const account = await newCustomer(page.request, "back");
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const response = await page.goto("/profile?page=my-orders");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("You must be login to access this page.")).toBeVisible();
  const signIn = page.getByRole("main").getByRole("link", { name: "Sign in" });
  await expect(signIn).toHaveAttribute("href", "/profile?page=my-orders&auth=sign-in");
  await signIn.click();
  const modal = page.getByRole("dialog", { name: "Sign In" });
  await modal.getByLabel("Email or phone").fill(account.email);
  await modal.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await modal.getByRole("button", { name: "Sign In" }).click();
  await expect(modal).toBeHidden();
  expect(new URL(page.url()).search).toBe("?page=my-orders");
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
});

test("axe: my orders, an order's details, its tracking drawer and the cancel dialog in light and dark, English and Arabic", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const setup = await browser.newContext();
  await signedInCustomer(setup);
  const orderId = await placeOrder(setup.request, [SOURDOUGH], { scheduled: true });
  for (const look of LOOKS) {
    const context = await browser.newContext();
    await signedInCustomer(context, look);
    const page = await context.newPage();
    const check = async (what: string) => {
      problems.push(...(await axeViolations(page, `${look.theme}/${look.language} ${what} `)));
    };
    await page.goto("/profile?page=my-orders");
    await expect(page.getByTestId("orders-running")).toBeVisible();
    await check("list");
    await page.goto(details(orderId));
    await expect(page.getByTestId("order-details")).toBeVisible();
    await check("details");
    const track = page.getByTestId("order-details").getByRole("link", { name: /Track|تتبع/ });
    await track.click();
    await expect(page.getByRole("dialog").getByTestId("tracking-timeline")).toBeVisible();
    await expect(page.getByRole("dialog").locator(".maplibregl-canvas")).toBeVisible();
    problems.push(
      ...(await axeViolations(page, `${look.theme}/${look.language} tracking drawer `, {
        include: '[role="dialog"]',
      })),
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByTestId("order-details").getByRole("button").nth(1).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await check("cancel dialog");
    await context.close();
  }
  await cancelThroughApi(setup.request, orderId);
  await setup.close();
  expect(problems).toEqual([]);
});
