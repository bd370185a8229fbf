import type { Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { saveLocation } from "./support";
import { expect, test } from "./test";
import {
  API_URL,
  browserGuestId,
  courierOf,
  customerToken,
  dismissReminders,
  GUEST_CONTACT,
  placeCashOrder,
  signInReviewer,
} from "./tracking-support";

/*
 * Order tracking (issue 17 item 6): the guest's form on /track-order ('Need a order id', 'Need a contact
 * number', the phone sent with '+'), the live tracking through delivered with the courier on the map and
 * the ETA, 'Order not found' for a wrong contact, and the signed-in owner tracking with the order id alone.
 * The e2e API moves an order one step every 4 s; the page refreshes every 10 s.
 */

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a guest tracks the order placed in this browser through delivered, with the courier on the map", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const guestId = await browserGuestId(page, context);
  const orderId = await placeCashOrder({ guestId });

  await page.goto("/track-order");
  await expect(page.getByRole("heading", { level: 1, name: "Track Order" })).toBeVisible();
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("Need a order id")).toBeVisible();
  await page.getByLabel("Order ID").fill(String(orderId));
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("Need a contact number")).toBeVisible();
  await expect(page.getByLabel("Order ID")).toHaveValue(String(orderId));
  // Typed without '+': the page sends it with one.
  const tracked = page.waitForRequest(
    (request) =>
      request.url().includes("/api/v1/customer/order/track") &&
      new URL(request.url()).searchParams.get("contact_number") === GUEST_CONTACT.phone,
  );
  await page.getByLabel("Phone or email").fill(GUEST_CONTACT.phone.replace("+", ""));
  await page.getByRole("button", { name: "Track Order" }).click();
  await tracked;

  await expect(page.getByRole("heading", { name: `Order #${String(orderId)}` })).toBeVisible();
  const timeline = page.getByTestId("tracking-timeline");
  await expect(timeline.getByRole("listitem")).toHaveText([
    /Order Placed/,
    /Order Confirmed/,
    /On the Way/,
    /Delivered/,
  ]);
  await expect(page.getByTestId("origin-marker")).toBeVisible();
  await expect(page.getByTestId("destination-marker")).toBeVisible();
  await expect(page.getByTestId("tracking-sender")).toContainText(/\S/);
  await expect(page.getByTestId("tracking-receiver")).toContainText("Tara Tracker");
  await expect(page.getByTestId("tracking-total")).toContainText(/\d/);
  await expect(page.getByTestId("eta-range")).toHaveText(/^\d+–\d+ min$/);
  await expect(page.getByTestId("eta-arrives-by")).toHaveText(
    /^Arrives by \d\d:\d\d (AM|PM|am|pm)$/,
  );

  // From picked_up on, the courier is on the map (until then it is not).
  await expect(page.getByTestId("courier-marker")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("tracking-courier")).not.toContainText(
    "A delivery person is assigned",
  );
  await expect(page.getByTestId("tracking-status")).toHaveText(/On the way|Delivered/);

  await expect(page.getByTestId("tracking-status")).toHaveText("Delivered", { timeout: 60_000 });
  await expect(timeline.locator("[data-done='true']")).toHaveCount(4);
  await expect(timeline.locator("time")).toHaveCount(4);
  await expect(page.getByTestId("courier-marker")).toBeVisible();
  await expect(page.getByTestId("tracking-eta")).toContainText(/Delivered at \d\d:\d\d/);
  // Delivered is final: no more refreshes.
  let refreshed = false;
  page.on("request", (request) => {
    if (request.url().includes("/customer/order/track")) refreshed = true;
  });
  await page.waitForTimeout(11_000);
  expect(refreshed).toBe(false);

  for (const size of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.locator(".maplibregl-canvas")).toBeVisible();
    await noHorizontalOverflow(page);
    await page.screenshot({
      path: test.info().outputPath(`track-order-${String(size.width)}.png`),
      fullPage: true,
    });
  }
});

test("a wrong contact answers 'Order not found'; the right one shows the order's progress", async ({
  page,
  browser,
}) => {
  const owner = await browser.newContext();
  await saveLocation(owner, { moduleId: 1, moduleType: "grocery" });
  const ownerPage = await owner.newPage();
  const orderId = await placeCashOrder({ guestId: await browserGuestId(ownerPage, owner) });
  await owner.close();

  await page.goto(`/track-order?order_id=${String(orderId)}&contact=15550000999`);
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();

  await page.goto(
    `/track-order?order_id=${String(orderId)}&contact=${encodeURIComponent(GUEST_CONTACT.email)}`,
  );
  await expect(page.getByRole("heading", { name: `Order #${String(orderId)}` })).toBeVisible();
  await expect(page.getByTestId("tracking-timeline").getByRole("listitem")).toHaveCount(4);
  // Someone else's order: no addresses.
  await expect(page.getByTestId("tracking-receiver")).toContainText(
    "Shown to the customer who placed the order.",
  );
});

test("the signed-in owner tracks with the order id alone (the orders page's link) and can chat with the courier", async ({
  page,
}) => {
  test.slow();
  const token = await customerToken();
  const orderId = await placeCashOrder({ token });
  await page.goto("/home");
  await signInReviewer(page);
  await page.goto(`/track-order?order_id=${String(orderId)}`);
  await expect(page.getByRole("heading", { name: `Order #${String(orderId)}` })).toBeVisible();
  await expect(page.getByTestId("tracking-receiver")).toContainText("Tara Tracker");
  await expect(page.getByTestId("destination-marker")).toBeVisible();
  // Once a courier is assigned, the owner can open a chat with them from the card (spec A2).
  const chat = page.getByTestId("tracking-courier").getByTestId("chat-button");
  await expect(chat).toBeVisible({ timeout: 60_000 });
  const courierId = await courierOf(orderId, token);
  await expect(chat).toHaveAttribute(
    "href",
    new RegExp(`^/profile\\?page=inbox&type=delivery_man&id=${String(courierId)}&chatFrom=order`),
  );
  await dismissReminders(token);
});

test("the tracking form and the tracking view pass axe in light and dark, English and Arabic", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const orderId = await placeCashOrder({ guestId: await browserGuestId(page, context) });
  for (const theme of ["light", "dark"]) {
    for (const language of ["en", "ar"]) {
      await saveLocation(context, { moduleId: 1, moduleType: "grocery", theme, language });
      await page.goto(`/track-order?order_id=${String(orderId)}`);
      // A guest without a contact: the form with its error.
      await expect(page.locator("#track-contact-error")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(
        `/track-order?order_id=${String(orderId)}&contact=${encodeURIComponent(GUEST_CONTACT.phone)}`,
      );
      await expect(page.getByTestId("tracking-timeline")).toBeVisible();
      await expect(page.locator(".maplibregl-canvas")).toBeVisible();
      await noHorizontalOverflow(page);
      await page.screenshot({
        path: test.info().outputPath(`track-order-${theme}-${language}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);
    }
  }
});

/** A guest's cash parcel (category 1) from Old Town to a receiver about 1 km north, placed as the SDK would. */
async function placeGuestParcel(guestId: string): Promise<number> {
  const response = await fetch(`${API_URL}/api/v1/customer/order/place`, {
    method: "POST",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      "x-localization": "en",
      zoneid: "[1]",
      moduleid: "5",
      latitude: "23.7925",
      longitude: "90.401",
    },
    body: JSON.stringify({
      order_amount: 0,
      payment_method: "cash_on_delivery",
      order_type: "parcel",
      distance: 1,
      address: "Old Town Central Station, Old Town",
      latitude: 23.7925,
      longitude: 90.401,
      parcel_category_id: 1,
      receiver_details: JSON.stringify({
        contact_person_name: "Rita Receiver",
        contact_person_number: "+8801700000002",
        address: "Cathedral Square",
        latitude: 23.8025,
        longitude: 90.401,
      }),
      charge_payer: "sender",
      guest_id: Number(guestId),
      contact_person_name: "Sam Sender",
      contact_person_number: GUEST_CONTACT.phone,
      contact_person_email: GUEST_CONTACT.email,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { order_id: number }).order_id;
}

test("the parcel home's track drawer shows the parcel's live tracking: map, sender and receiver, timeline", async ({
  page,
  context,
}) => {
  const orderId = await placeGuestParcel(await browserGuestId(page, context));
  await saveLocation(context, { moduleId: 5, moduleType: "parcel" });
  await page.goto("/home");
  const button = page.getByTestId("track-parcel");
  await button.click();
  const drawer = page.getByRole("dialog", { name: "Track Order" });
  await drawer.getByLabel("Order id").fill(String(orderId));
  await drawer.getByLabel("Phone or email").fill(GUEST_CONTACT.phone);
  await drawer.getByRole("button", { name: "Track" }).click();
  await expect(drawer.getByRole("heading", { name: `Order #${String(orderId)}` })).toBeVisible();
  await expect(drawer.getByTestId("tracking-sender")).toContainText("Sam Sender");
  await expect(drawer.getByTestId("tracking-receiver")).toContainText("Rita Receiver");
  await expect(drawer.getByTestId("tracking-timeline").getByRole("listitem")).toHaveText([
    /Order Placed/,
    /Order Confirmed/,
    /On the Way/,
    /Delivered/,
  ]);
  await expect(drawer.getByTestId("tracking-total")).toContainText(/\d/);
  await expect(drawer.locator(".maplibregl-canvas")).toBeVisible();
  await expect(drawer.getByTestId("destination-marker")).toBeVisible();
  expect(await axeViolations(page, "", { include: '[role="dialog"]' })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("parcel-track-drawer.png") });

  // Another order id: 'Order not found' in the drawer.
  await drawer.getByLabel("Order id").fill("999999");
  await drawer.getByRole("button", { name: "Track" }).click();
  await expect(drawer.getByRole("heading", { name: "Order not found" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});

test("a guest's placed parcel: Track Order opens the tracking drawer with the sender and the receiver", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 5, moduleType: "parcel" });
  await page.goto("/parcel-delivery-info?category=1");
  await page.getByTestId("parcel-receiver-pick").click();
  const picker = page.getByRole("dialog", { name: "Pick Location: Receiver Information" });
  await expect(picker.getByTestId("parcel-map").locator("canvas")).toBeVisible();
  await picker.getByRole("combobox", { name: "Search location" }).fill("Cathedral Square");
  await picker.getByRole("option").filter({ hasText: "Cathedral Square" }).first().click();
  await picker.getByRole("button", { name: "Pick Locations" }).click();
  await expect(picker).toHaveCount(0);
  const fields = {
    sender: { Name: "Gus Guest", Phone: "+8801700000003", Email: "gus@example.com" },
    receiver: { Name: "Rita Receiver", Phone: "+8801700000002" },
  };
  for (const [side, values] of Object.entries(fields)) {
    for (const [label, value] of Object.entries(values))
      await page.getByTestId(`parcel-${side}`).getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Place Order" }).click();
  const orderId = await page.getByTestId("parcel-order-id").textContent();
  const track = page.getByTestId("parcel-result").getByRole("link", { name: "Track Order" });
  await track.click();
  const drawer = page.getByRole("dialog", { name: "Track Order" });
  await expect(drawer.getByRole("heading", { name: `Order #${orderId ?? ""}` })).toBeVisible();
  await expect(drawer.getByTestId("tracking-sender")).toContainText("Gus Guest");
  await expect(drawer.getByTestId("tracking-receiver")).toContainText("Rita Receiver");
  await expect(drawer.getByTestId("tracking-timeline")).toBeVisible();
  await expect(page).toHaveURL(/\/parcel-delivery-info\?category=1$/);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(track).toBeFocused();
});
