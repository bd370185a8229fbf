import type { BrowserContext, Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { newCustomer, signInAs } from "./sign-in";
import { WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * The checkout's address and its zone (issue 17 item 1, issue 16 items 5 and 8): saved addresses are
 * filtered by the store's zone, and the delivery fee, the payment methods and so the total are those of
 * the chosen address's zone, as the server charges them; the guest prompt's Sign Up; a signed-in
 * take-away's contact; the coupon minimum with its amount.
 *
 * The visitor browses from Old Town (zone 1) with a location that also covers Northgate (zones [1,3]),
 * and orders from Sunrise Breakfast Club, a Northgate store (zone 3, whose delivery fees are 10% higher).
 */

// Bagel with Cream Cheese (store 37, Northgate): no variations, no discount, 4.51.
const BAGEL = { id: 530, price: 4.51 };
const NORTHGATE_ADDRESS = {
  address_type: "home",
  address: "7 Gate Street, Northgate",
  latitude: 23.845,
  longitude: 90.415,
};
const OLD_TOWN_ADDRESS = {
  address_type: "office",
  address: "12 Lake Road, Old Town",
  latitude: 23.7935,
  longitude: 90.4025,
};

test.describe.configure({ timeout: 120_000 });

/** A location in Old Town whose zones, as the location picker stored them, are Old Town and Northgate. */
async function browseFromOldTown(context: BrowserContext) {
  const cookies: Record<string, string> = {
    zone_id: "[1,3]",
    lat: "23.7925",
    lng: "90.401",
    location: "Old Town Central Station, Old Town, Lakeshore",
    module_id: "4",
    module_type: "food",
  };
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      url: WEB_URL,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}

async function startSignedIn(page: Page, tag: string) {
  const account = await newCustomer(page.request, tag);
  await browseFromOldTown(page.context());
  await page.goto("/home");
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  return account;
}

async function fillCart(page: Page, quantity: number) {
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: BAGEL.id, model: "Item", price: BAGEL.price, quantity },
    headers: { origin: WEB_URL },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

async function saveAddress(page: Page, address: typeof NORTHGATE_ADDRESS) {
  const saved = await page.request.post("/api/v1/customer/address/add", {
    data: {
      contact_person_name: "Ada Account",
      contact_person_number: "+8801700000000",
      ...address,
    },
    headers: { origin: WEB_URL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** An amount the page shows ("$18.90" → 18.9). */
async function shown(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? "";
  return Number(text.replace(/[^\d.]/g, ""));
}

async function placeCash(page: Page): Promise<string> {
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const answer = page.waitForResponse((response) =>
    response.url().includes("/customer/order/place"),
  );
  await page.getByTestId("checkout-place").click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

async function placedOrder(page: Page, orderId: string) {
  const response = await page.request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { accept: "application/json" },
  });
  expect(response.ok()).toBe(true);
  const order = (await response.json()) as {
    order_amount: number | string;
    delivery_charge: number | string;
    order_type: string;
  };
  return {
    total: Number(order.order_amount),
    delivery: Number(order.delivery_charge),
    type: order.order_type,
  };
}

test("the saved-address picker lists only the store's zone, and the fee and total are the chosen address's zone's", async ({
  page,
}) => {
  await startSignedIn(page, "zone");
  await saveAddress(page, OLD_TOWN_ADDRESS);
  await saveAddress(page, NORTHGATE_ADDRESS);
  await fillCart(page, 3);
  await page.goto("/checkout?page=cart");
  await page.getByRole("button", { name: "View Saved Address" }).click();
  const dialog = page.getByTestId("saved-address-dialog");
  // The Old Town address lies outside the store's zone (Northgate): it is not offered.
  await expect(dialog.getByRole("radio")).toHaveCount(1);
  await expect(dialog).toContainText(NORTHGATE_ADDRESS.address);
  await expect(dialog).not.toContainText(OLD_TOWN_ADDRESS.address);
  await dialog.getByRole("radio").check();
  await dialog.getByRole("button", { name: "Select" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("checkout-address")).toHaveText(NORTHGATE_ADDRESS.address);

  const fee = await shown(page, "checkout-delivery-fee");
  const total = await shown(page, "checkout-total");
  const orderId = await placeCash(page);
  const order = await placedOrder(page, orderId);
  // Northgate's fee is 10% over the rule (the browsing location's Old Town has none).
  expect(order.delivery).toBeCloseTo(fee, 2);
  expect(order.total).toBeCloseTo(total, 2);
  // The order page shows what the checkout showed.
  const orderTotal = (await page.getByTestId("order-total").textContent()) ?? "";
  expect(Number(orderTotal.replace(/[^\d.]/g, ""))).toBeCloseTo(total, 2);
});

test("the picker's empty messages: no saved address at all, then none in the store's zone", async ({
  page,
}) => {
  await startSignedIn(page, "zoneempty");
  await fillCart(page, 3);
  await page.goto("/checkout?page=cart");
  await page.getByRole("button", { name: "View Saved Address" }).click();
  const dialog = page.getByTestId("saved-address-dialog");
  await expect(dialog.getByTestId("saved-address-empty")).toHaveText(
    "Oops: You don’t have any saved address yet. please save address to continue",
  );
  await expect(dialog.getByRole("button", { name: "Select" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await saveAddress(page, OLD_TOWN_ADDRESS);
  await page.reload();
  await page.getByRole("button", { name: "View Saved Address" }).click();
  await expect(dialog.getByTestId("saved-address-empty")).toHaveText(
    "No saved addresses found to select.",
  );
  await expect(dialog.getByRole("radio")).toHaveCount(0);
});

test("signed-in take-away: the account's contact under 'Contact information', priced in the store's zone", async ({
  page,
}) => {
  const account = await startSignedIn(page, "takeaway");
  await fillCart(page, 3);
  await page.goto("/checkout?page=cart");
  await page.getByTestId("checkout-order-type").getByLabel("Take away").check();
  const contact = page.getByTestId("account-contact");
  await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
  await expect(contact).toContainText("Ada Account");
  await expect(contact).toContainText(account.phone);
  await expect(page.getByTestId("checkout-address")).toHaveCount(0);

  const total = await shown(page, "checkout-total");
  const orderId = await placeCash(page);
  const order = await placedOrder(page, orderId);
  expect(order.type).toBe("take_away");
  expect(order.total).toBeCloseTo(total, 2);
});

test("the coupon minimum names its amount ('To apply this coupon, total item amount should be minimum')", async ({
  page,
}) => {
  await startSignedIn(page, "couponmin");
  // 3 × 4.51 = 13.53, under FOOD10's minimum of 15.
  await fillCart(page, 3);
  await page.goto("/checkout?page=cart");
  await page.getByLabel("Coupon code").fill("FOOD10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(
    page.getByText("To apply this coupon, total item amount should be minimum $15.00"),
  ).toBeVisible();
  await expect(page.getByTestId("checkout-coupon")).toHaveCount(0);
});

test("guest prompt: Guest, Login and Sign Up; Sign Up opens the sign-up page", async ({ page }) => {
  await browseFromOldTown(page.context());
  await page.goto("/home");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "guest_id"))
    .toBe(true);
  await fillCart(page, 3);
  await page.goto("/checkout?page=cart&prompt=guest");
  const prompt = page.getByTestId("guest-prompt");
  await expect(prompt.getByText("Do you want to login or continue as a guest?")).toBeVisible();
  await expect(prompt.getByRole("button", { name: "Guest" })).toBeVisible();
  await expect(prompt.getByRole("button", { name: "Login" })).toBeVisible();
  expect(await axeViolations(page, "", { include: '[data-testid="guest-prompt"]' })).toEqual([]);
  await prompt.getByRole("link", { name: "Sign Up" }).click();
  await page.waitForURL(/\/sign-up$/);
  await expect(page.getByRole("heading", { name: "Sign Up", level: 1 })).toBeVisible();
});
