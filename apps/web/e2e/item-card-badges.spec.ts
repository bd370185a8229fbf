import type { APIRequestContext, Page } from "@playwright/test";

import { saveLocation } from "./support";
import { expect, test } from "./test";

/**
 * Item cards (spec D §2 cards, §4 availability): the veg / non-veg mark in food, the Organic, Halal and
 * Recommend badges, and food outside its hours shows the availability overlay instead of an Add button.
 */

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}/api/v1`;

interface WireItem {
  name: string;
  veg?: number | boolean;
  organic?: number | boolean;
  halal_tag_status?: number | boolean;
  is_halal?: number | boolean;
  recommended?: number | boolean;
  available_time_starts?: string | null;
  available_time_ends?: string | null;
  schedule_order?: number | boolean;
}

const on = (flag: number | boolean | undefined) => flag === true || flag === 1;

/** The listing's first page of items as the API answers it for a module. */
async function apiItems(
  request: APIRequestContext,
  moduleId: number,
  params: Record<string, string>,
): Promise<WireItem[]> {
  const query = new URLSearchParams({
    list_type: "item",
    limit: "12",
    offset: "1",
    filter: "[]",
    ...params,
  });
  const response = await request.get(`${API_URL}/get-combined-data?${query.toString()}`, {
    headers: {
      moduleId: String(moduleId),
      zoneId: "[1]",
      latitude: "23.7925",
      longitude: "90.401",
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: WireItem[] }).products;
}

/** The listing's card at a position (the page lists the API's answer in its order), checked by name. */
async function cardAt(page: Page, index: number, name: string) {
  const card = page
    .getByTestId("listing-results")
    .locator(":scope > li")
    .nth(index)
    .locator('[data-slot="item-card"]');
  await expect(card.getByRole("link", { name, exact: true })).toBeVisible();
  return card;
}

test("grocery cards show the Organic, Halal and Recommend badges their items have", async ({
  page,
  context,
  request,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const items = await apiItems(request, 1, { data_type: "all" });
  const badges = (item: WireItem) => [
    ...(on(item.organic) ? ["Organic"] : []),
    ...(on(item.halal_tag_status) && on(item.is_halal) ? ["Halal"] : []),
    ...(on(item.recommended) ? ["Recommend"] : []),
  ];
  // The seed's first page has each badge at least once.
  const all = items.flatMap(badges);
  for (const badge of ["Organic", "Recommend"]) expect(all).toContain(badge);

  await page.goto("/home?data_type=all");
  for (const [index, item] of items.entries()) {
    const card = await cardAt(page, index, item.name);
    for (const badge of ["Organic", "Halal", "Recommend"]) {
      await expect(card.getByText(badge, { exact: true })).toHaveCount(
        badges(item).includes(badge) ? 1 : 0,
      );
    }
  }
});

test("food cards carry the veg or non-veg mark, and a breakfast item outside its hours shows the overlay", async ({
  page,
  context,
  request,
}) => {
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  const items = await apiItems(request, 4, { data_type: "searched", name: "Pancakes" });
  const pancakes = items.find((item) => item.name === "Buttermilk Pancakes");
  if (!pancakes?.available_time_starts || !pancakes.available_time_ends) {
    throw new Error("the seed's Buttermilk Pancakes have breakfast hours");
  }
  const foods = await apiItems(request, 4, { data_type: "all" });
  expect(foods.some((item) => on(item.veg))).toBe(true);
  expect(foods.some((item) => !on(item.veg))).toBe(true);

  await page.goto("/home?data_type=all");
  for (const [index, item] of foods.entries()) {
    const card = await cardAt(page, index, item.name);
    await expect(card.locator('[data-slot="veg-indicator"]')).toHaveAttribute(
      "data-veg",
      String(on(item.veg)),
    );
  }

  await page.goto("/home?data_type=searched&search=Pancakes");
  const index = items.findIndex((item) => item.name === "Buttermilk Pancakes");
  const card = await cardAt(page, index, "Buttermilk Pancakes");
  // The server and this test share the machine's clock and time zone.
  const minutes = (time: string) => {
    const [hours = "0", mins = "0"] = time.split(":");
    return Number(hours) * 60 + Number(mins);
  };
  const now = new Date();
  const current = now.getHours() * 60 + now.getMinutes();
  const from = minutes(pancakes.available_time_starts);
  const to = minutes(pancakes.available_time_ends);
  const message = on(pancakes.schedule_order)
    ? "This is not available right now. You can order it later."
    : "This is not available right now.";
  // Within a minute of a boundary the render may fall either side of it: then the overlay and its
  // message must agree with each other.
  if (Math.abs(current - from) <= 1 || Math.abs(current - to) <= 1) {
    const unavailable = (await card.getAttribute("data-unavailable")) === "true";
    await expect(card.getByText(message, { exact: true })).toHaveCount(unavailable ? 1 : 0);
    return;
  }
  const open = current >= from && current <= to;
  if (open) {
    await expect(card).not.toHaveAttribute("data-unavailable", "true");
    await expect(card.getByText(message)).toHaveCount(0);
  } else {
    await expect(card).toHaveAttribute("data-unavailable", "true");
    await expect(card.getByText(message, { exact: true })).toBeVisible();
  }
});
