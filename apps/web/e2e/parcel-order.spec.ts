import type { Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { expectFrameBeforeLateMap } from "./late-dialog";
import { signIn } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/** The parcel module of the seed. */
const PARCEL = { moduleId: 5, moduleType: "parcel" };

/** A money text as the page shows it ("$3.25" → 3.25). */
function amountOf(text: string | null): number {
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

/** From the parcel home, the first category's card leads to the parcel form of that category. */
async function openParcelForm(page: Page) {
  await page.goto("/home");
  const card = page
    .getByRole("region", { name: "We Deliver Everything" })
    .getByRole("link", { name: /^Documents/ });
  await expect(card).toHaveAttribute("href", "/parcel-delivery-info?category=1");
  await card.click();
  await expect(page).toHaveURL(/\/parcel-delivery-info\?category=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parcel Delivery Information");
  await expect(page.getByTestId("parcel-category-name")).toHaveText("Documents");
}

/** Picks the receiver's point with the map dialog's place search. */
async function pickReceiver(page: Page, place: string) {
  await page.getByTestId("parcel-receiver-pick").click();
  const dialog = page.getByRole("dialog", { name: "Pick Location: Receiver Information" });
  await expect(dialog.getByTestId("parcel-map").locator("canvas")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Search location" }).fill(place);
  await dialog.getByRole("option").filter({ hasText: place }).first().click();
  await expect(dialog.getByTestId("parcel-map-address")).toContainText(place);
  await dialog.getByRole("button", { name: "Pick Locations" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("parcel-receiver-address")).toContainText(place);
}

async function fillParty(page: Page, side: "sender" | "receiver", values: Record<string, string>) {
  const card = page.getByTestId(`parcel-${side}`);
  for (const [label, value] of Object.entries(values))
    await card.getByLabel(label, { exact: true }).fill(value);
}

/**
 * Places the order and answers the shown charge and the server's answer. A guest's Track Order link carries
 * the sender's phone (`contact`), which the tracking page needs for a guest's order.
 */
async function place(page: Page, contact?: string) {
  const shown = amountOf(await page.getByTestId("parcel-charge-total").textContent());
  expect(shown).toBeGreaterThan(0);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/customer/order/place") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Place Order" }).dblclick();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { order_id: number; total_ammount: number };
  await expect(page.getByTestId("parcel-result")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order Placed Successfully" })).toBeVisible();
  await expect(page.getByTestId("parcel-order-id")).toHaveText(String(body.order_id));
  await expect(
    page.getByTestId("parcel-result").getByRole("link", { name: "Track Order" }),
  ).toHaveAttribute(
    "href",
    `/track-order?order_id=${String(body.order_id)}${
      contact ? `&contact=${encodeURIComponent(contact)}` : ""
    }`,
  );
  expect(body.total_ammount).toBe(shown);
  expect(amountOf(await page.getByTestId("parcel-order-total").textContent())).toBe(shown);
  return { shown, orderId: body.order_id };
}

test.beforeEach(async ({ context }) => {
  await saveLocation(context, PARCEL);
});

test("a signed-in customer sends a parcel: the charge shown is the order's amount", async ({
  page,
}) => {
  await page.goto("/home");
  await signIn(page);
  await openParcelForm(page);
  // The sender starts at the saved location, with the customer's name.
  await expect(page.getByTestId("parcel-sender-address")).toContainText("Old Town");
  await expect(page.getByTestId("parcel-charge-total")).toHaveCount(0);

  // Nothing about the receiver yet: the domain's messages, no request.
  await page.getByRole("button", { name: "Place Order" }).click();
  const receiver = page.getByTestId("parcel-receiver");
  await expect(receiver.getByText("Address is required")).toBeVisible();
  await expect(receiver.getByText("Name is required")).toBeVisible();
  await expect(receiver.getByText("Phone Number is required")).toBeVisible();

  await fillParty(page, "sender", { Name: "Demo Customer", Phone: "+8801700000001" });
  await pickReceiver(page, "Cathedral Square");
  await fillParty(page, "receiver", { Name: "Rita Receiver", Phone: "+8801700000002" });
  await page.getByRole("radio", { name: "Receiver" }).check();
  const { shown, orderId } = await place(page);

  // The order as the API keeps it: one order (the double click reused the key), the same amount.
  const order = await page.evaluate(async (id) => {
    const response = await fetch(`/api/v1/customer/order/details?order_id=${String(id)}`, {
      headers: { accept: "application/json" },
    });
    return (await response.json()) as unknown;
  }, orderId);
  const details = (Array.isArray(order) ? order[0] : order) as {
    order_amount?: number;
    order?: { order_amount?: number };
    charge_payer?: string;
    order_type?: string;
  };
  const amount = details.order_amount ?? details.order?.order_amount;
  expect(amount).toBe(shown);
});

test("a signed-in customer chooses a delivery vehicle: its charge is added, the order keeps and shows it", async ({
  page,
}) => {
  await page.goto("/home");
  await signIn(page);
  await openParcelForm(page);
  const vehicles = page.getByTestId("parcel-vehicles");
  await expect(vehicles.getByRole("radio", { name: "No preference" })).toBeChecked();
  await fillParty(page, "sender", { Name: "Demo Customer", Phone: "+8801700000001" });
  await pickReceiver(page, "Cathedral Square");
  await fillParty(page, "receiver", { Name: "Rita Receiver", Phone: "+8801700000002" });
  const without = amountOf(await page.getByTestId("parcel-charge-total").textContent());
  // The seed's vehicles: the ones whose coverage holds this distance can be chosen, the others not.
  const choosable = vehicles.locator("label").filter({ has: page.locator("input:enabled") });
  const refused = vehicles.locator("label").filter({ has: page.locator("input:disabled") });
  await expect(refused.first()).toContainText("Does not serve this distance");
  // The dearest choosable vehicle (the last in the seed's order that serves the distance).
  const card = choosable.last();
  const name = (await card.locator("bdi").first().textContent()) ?? "";
  expect(name).not.toBe("No preference");
  await card.getByRole("radio").check();
  const extra = amountOf(await page.getByTestId("parcel-vehicle-charge").textContent());
  expect(extra).toBeGreaterThan(0);
  await expect(page.getByTestId("parcel-charge")).toContainText(`Vehicle charge (${name})`);
  const shownTotal = amountOf(await page.getByTestId("parcel-charge-total").textContent());
  expect(shownTotal).toBeCloseTo(without + extra, 2);
  const { shown, orderId } = await place(page);
  expect(shown).toBe(shownTotal);
  // The order as the API keeps it: the chosen vehicle, and the amount the form showed.
  const kept = (await page.evaluate(async (id) => {
    const response = await fetch(`/api/v1/customer/order/details?order_id=${String(id)}`, {
      headers: { accept: "application/json" },
    });
    return (await response.json()) as unknown;
  }, orderId)) as { order_amount?: number; dm_vehicle_id?: number; vehicle?: { name?: string } };
  expect(kept.dm_vehicle_id).toBeGreaterThan(0);
  expect(kept.vehicle?.name).toBe(name);
  expect(kept.order_amount).toBe(shown);

  // The placed order: the same amount, and the vehicle in its details and its tracking.
  await page.goto(`/profile?page=my-orders&orderId=${String(orderId)}`);
  await expect(page.getByTestId("order-vehicle")).toContainText(name);
  await page.goto(`/track-order?order_id=${String(orderId)}`);
  await expect(page.getByTestId("tracking-vehicle")).toContainText(name);
  expect(amountOf(await page.getByTestId("tracking-total").textContent())).toBe(shown);
});

test("a guest sends a parcel with the guest contact", async ({ page }) => {
  await openParcelForm(page);
  await pickReceiver(page, "Cathedral Square");
  await fillParty(page, "receiver", { Name: "Rita Receiver", Phone: "+8801700000002" });
  // A guest's sender needs the guest contact: name, phone and email.
  await page.getByRole("button", { name: "Place Order" }).click();
  const sender = page.getByTestId("parcel-sender");
  await expect(sender.getByText("Email is required")).toBeVisible();
  await fillParty(page, "sender", {
    Name: "Gus Guest",
    Phone: "+8801700000003",
    Email: "gus@example.com",
  });
  await place(page, "+8801700000003");
});

for (const theme of ["light", "dark"] as const) {
  for (const language of ["en", "ar"] as const) {
    test(`the parcel form is accessible (${theme}, ${language})`, async ({ page, context }) => {
      await saveLocation(context, { ...PARCEL, theme, language });
      await page.goto("/parcel-delivery-info?category=1");
      await expect(page.getByTestId("parcel-receiver")).toBeVisible();
      await page
        .getByRole("button", { name: language === "en" ? "Place Order" : "تأكيد الطلب" })
        .click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axeViolations(page, "", { rules: "all" })).toEqual([]);
    });
  }
}

test("the map dialog loads on intent and is accessible", async ({ page }) => {
  const maps: string[] = [];
  page.on("request", (request) => {
    if (/maplibre/i.test(request.url())) maps.push(request.url());
  });
  await page.goto("/parcel-delivery-info?category=1");
  await expect(page.getByTestId("parcel-receiver")).toBeVisible();
  expect(maps).toEqual([]);
  await page.getByTestId("parcel-sender-pick").click();
  const dialog = page.getByRole("dialog", { name: "Pick Location: Sender Information" });
  await expect(dialog.getByTestId("parcel-map").locator("canvas")).toBeVisible();
  // MapLibre (its worker) arrives with the dialog, not with the page.
  await expect.poll(() => maps.length).toBeGreaterThan(0);
  await expect(dialog.getByTestId("parcel-map-address")).not.toBeEmpty();
  expect(await axeViolations(page, "", { include: '[role="dialog"]', rules: "all" })).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("parcel-sender-pick")).toBeFocused();
});

test("on a slow connection the map dialog's frame answers Pick at once, then the dialog replaces it", async ({
  page,
}) => {
  await page.goto("/parcel-delivery-info?category=1");
  await expect(page.getByTestId("parcel-sender-pick")).toBeEnabled();
  const title = "Pick Location: Sender Information";
  await expectFrameBeforeLateMap(page, {
    open: page.getByTestId("parcel-sender-pick"),
    title,
    map: page.getByRole("dialog", { name: title }).getByTestId("parcel-map"),
  });
});

test("an unknown category answers 404, and another module goes home", async ({ page, context }) => {
  const unknown = await page.goto("/parcel-delivery-info?category=999");
  expect(unknown?.status()).toBe(404);
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/parcel-delivery-info?category=1");
  await expect(page).toHaveURL(/\/home$/);
});
