import type { APIRequestContext, Page } from "@playwright/test";

import { foundText, saveLocation } from "./support";
import { expect, test } from "./test";

/*
 * The store sorts and filters of the listing's Stores tab and the store lists' tabs and delivery types,
 * each against the API's own answer for the same request (the seed's grocery module, zone 1).
 */
const grocery = { moduleId: 1, moduleType: "grocery" } as const;

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}/api/v1`;
/** The visitor's context as `saveLocation` sets it (zone 1, the demo point). */
const VISITOR = { moduleId: "1", zoneId: "[1]", latitude: "23.7925", longitude: "90.401" };

interface StoresAnswer {
  names: string[];
  total: number;
}

async function storesOf(request: APIRequestContext, path: string, query: Record<string, string>) {
  const response = await request.get(
    `${API_URL}/${path}?${new URLSearchParams(query).toString()}`,
    {
      headers: VISITOR,
    },
  );
  expect(response.status(), path).toBe(200);
  const body = (await response.json()) as { stores: { name: string }[]; total_size: number };
  return { names: body.stores.map((store) => store.name), total: Number(body.total_size) };
}

/** The listing's first page of stores as the API answers a filter list (sorts travel in `filter`). */
function listingStores(request: APIRequestContext, filter: string[]): Promise<StoresAnswer> {
  return storesOf(request, "get-combined-data", {
    list_type: "store",
    data_type: "all",
    limit: "12",
    offset: "1",
    filter: JSON.stringify(filter),
  });
}

const cardNames = (page: Page) =>
  page.getByTestId("listing-results").locator(":scope > li").getByRole("heading").allInnerTexts();

/** The Stores tab's filters with their labels (spec §5: currently_open and nearby only on Stores; Offers). */
const STORE_FILTERS = [
  ["currently_open", "Currently open"],
  ["top_rated", "Top rated"],
  ["discounted", "Discounted"],
  ["popular", "Popular"],
  ["nearby", "Nearby"],
  ["coupon", "Coupon"],
  ["free_delivery", "Free delivery"],
  ["fast_delivery", "Fast delivery"],
] as const;

test.describe("the listing's Stores tab", () => {
  test.beforeEach(async ({ context }) => {
    await saveLocation(context, grocery);
  });

  test("each store sort orders the stores as the API does", async ({ page, request }) => {
    await page.goto("/home?data_type=all&tab=store");
    const count = page.getByTestId("listing-count");
    const plain = await listingStores(request, []);
    await expect(count).toHaveText(foundText(plain.total, "store"));
    await expect.poll(() => cardNames(page)).toEqual(plain.names);
    for (const [sort, label] of [
      ["fast_delivery", "Fast delivery"],
      ["nearby", "Nearby"],
    ] as const) {
      await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
      const expected = await listingStores(request, [sort]);
      await expect(count).toHaveText(foundText(expected.total, "store"));
      await expect.poll(() => cardNames(page)).toEqual(expected.names);
      await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue(sort);
    }
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Default" });
    await expect(page).not.toHaveURL(/sort=/);
    await expect.poll(() => cardNames(page)).toEqual(plain.names);
  });

  test("each store filter narrows the stores as the API does and shows its chip; removing it restores them", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const plain = await listingStores(request, []);
    const count = page.getByTestId("listing-count");
    let narrowed = 0;
    for (const [filter, label] of STORE_FILTERS) {
      const expected = await listingStores(request, [filter]);
      expect(expected.total, filter).toBeLessThanOrEqual(plain.total);
      if (expected.total < plain.total) narrowed += 1;
      await page.goto(`/home?data_type=all&tab=store&filter=${filter}`);
      await expect(count).toHaveText(foundText(expected.total, "store"));
      if (expected.total === 0) {
        await expect(page.getByRole("heading", { name: "Stores not found!" })).toBeVisible();
      } else {
        await expect.poll(() => cardNames(page), filter).toEqual(expected.names);
      }
      const chip = page.getByRole("link", { name: `Remove filter ${label}`, exact: true });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(count).toHaveText(foundText(plain.total, "store"));
      await expect(
        page.getByRole("link", { name: `Remove filter ${label}`, exact: true }),
      ).toHaveCount(0);
    }
    // The seed has stores each filter leaves out: most filters narrow the list.
    expect(narrowed).toBeGreaterThan(0);
  });

  test("an Offers filter chosen in the filter panel shows its chip and narrows as the API does", async ({
    page,
    request,
  }) => {
    await page.goto("/home?data_type=all&tab=store");
    await page.getByRole("button", { name: "Filter" }).click();
    const panel = page.getByRole("dialog", { name: "Filter" });
    await expect(panel.getByRole("checkbox", { name: "Price" })).toHaveCount(0);
    await panel.getByRole("checkbox", { name: "Free delivery" }).click();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/filter=free_delivery/);
    const expected = await listingStores(request, ["free_delivery"]);
    await expect(page.getByTestId("listing-count")).toHaveText(foundText(expected.total, "store"));
    await expect(
      page.getByRole("link", { name: "Remove filter Free delivery", exact: true }),
    ).toBeVisible();
  });
});

/** A store list's tab or delivery-type link, which the page marks as current. */
const listLink = (page: Page, group: string, name: string) =>
  page.getByRole("navigation", { name: group }).getByRole("link", { name, exact: true });

test.describe("the store lists", () => {
  test.beforeEach(async ({ context }) => {
    await saveLocation(context, grocery);
  });

  for (const [path, title] of [
    ["/store/latest", "Newly Joined Stores"],
    ["/store/popular", "Popular Stores"],
  ] as const) {
    test(`${path}: each store tab and delivery type lists the API's stores`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      const grid = page.getByRole("list", { name: title });
      const names = () => grid.getByRole("heading").allInnerTexts();
      for (const [tab, label] of [
        ["all", "All"],
        ["newly_joined", "Newly Joined"],
        ["popular", "Popular"],
        ["top_rated", "Top Rated"],
      ] as const) {
        await listLink(page, "Store types", label).click();
        await expect(listLink(page, "Store types", label)).toHaveAttribute("aria-current", "page");
        for (const [type, typeLabel] of [
          ["delivery", "Delivery"],
          ["take_away", "Take Away"],
          ["all", "All"],
        ] as const) {
          await listLink(page, "Delivery types", typeLabel).click();
          await expect(listLink(page, "Delivery types", typeLabel)).toHaveAttribute(
            "aria-current",
            "page",
          );
          const expected = await storesOf(request, `stores/get-stores/${type}`, {
            store_type: tab,
            offset: "1",
            limit: "12",
          });
          await expect(page.getByText(foundText(expected.total, "store"))).toBeVisible();
          if (expected.total === 0) {
            await expect(page.getByRole("heading", { name: "Stores not found!" })).toBeVisible();
          } else {
            await expect.poll(names, `${tab} ${type}`).toEqual(expected.names);
          }
        }
      }
    });
  }

  test("/store/top-offer-nearby lists the API's top offers near the visitor", async ({
    page,
    request,
  }) => {
    await page.goto("/store/top-offer-nearby");
    const expected = await storesOf(request, "stores/top-offer-near-me", {
      offset: "1",
      limit: "12",
    });
    await expect(page.getByText(foundText(expected.total, "store"))).toBeVisible();
    const grid = page.getByRole("list", { name: "Top Offers Near Me" });
    await expect.poll(() => grid.getByRole("heading").allInnerTexts()).toEqual(expected.names);
  });
});
