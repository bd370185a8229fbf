import type { BrowserContext, Page, Response } from "@playwright/test";

import { cartCount, MANGO } from "./cart-support";
import { layoutShift } from "./layout-shift";
import { newCustomer, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * The anonymous page cache (ADR 0026): a signed-out visitor's /home is kept for 30 s per public scope
 * (module, place, language, theme) and served to every guest of it with a fresh CSP nonce. Nothing
 * personal may ride along: each guest's cart is read by their own browser after the page loaded, and a
 * signed-in customer's page is never served from the cache.
 */

const write = { origin: WEB_URL };

/** The nonce of an answer's CSP header and the nonces of the scripts in its HTML. */
async function nonces(response: Response | null) {
  expect(response).not.toBeNull();
  const policy = response?.headers()["content-security-policy"] ?? "";
  const header = /'nonce-([^']+)'/.exec(policy)?.[1];
  const html = (await response?.text()) ?? "";
  const inPage = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
  return { header, inPage };
}

/** The page's layout shifts since it started loading (CLS without input). */
let scopes = 0;

/**
 * Puts a context in a scope of the food home no other test has used: the address label is one of the
 * public cookies of the cache's key, so the test knows which view fills the entry (entries live 30 s).
 */
async function freshFoodScope(context: BrowserContext) {
  scopes += 1;
  const label = `Page cache test ${String(Date.now())}-${String(scopes)}`;
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  await context.addCookies([
    { name: "location", value: label, url: WEB_URL, httpOnly: true, sameSite: "Lax" },
  ]);
  return label;
}

/** Opens a fresh scope's food home for a first time: the view that fills the cache; waits for the guest id. */
async function firstFoodView(page: Page) {
  const answer = await page.goto("/home");
  expect(answer?.headers()["x-page-cache"]).toBe("miss");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "guest_id"))
    .toBe(true);
  await expect(page.locator('[data-section="special-offer"]')).toContainText(MANGO.name);
}

const mangoAdd = (page: Page) =>
  page.getByRole("button", { name: `Add to Cart: ${MANGO.name}` }).first();

test("two guests of one scope share the cached /home, each with their own cart; hits carry their own nonce and hydrate", async ({
  browser,
}) => {
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  try {
    // Guest A: a guest id, and Mango Shaved Ice in the cart.
    const label = await freshFoodScope(firstContext);
    const first = await firstContext.newPage();
    await firstFoodView(first);
    const added = await first.request.post("/api/v1/customer/cart/add", {
      data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity: 1 },
      headers: write,
    });
    expect(added.ok()).toBe(true);

    // A's page comes from the cache (A's first view filled it), and shows A's cart once loaded.
    const firstAnswer = await first.reload();
    expect(firstAnswer?.headers()["x-page-cache"]).toBe("hit");
    await expect(cartCount(first)).toHaveText("1");
    await expect(
      first.getByRole("group", { name: "Quantity" }).filter({ hasText: "1" }).first(),
    ).toBeVisible();
    await expect(mangoAdd(first)).toHaveCount(0);
    expect(await layoutShift(first)).toBe(0);

    // Guest B of the same scope: the same cached page, none of A's cart.
    await freshFoodScope(secondContext);
    await secondContext.addCookies([
      { name: "location", value: label, url: WEB_URL, httpOnly: true, sameSite: "Lax" },
    ]);
    const second = await secondContext.newPage();
    const secondAnswer = await second.goto("/home");
    expect(secondAnswer?.headers()["x-page-cache"]).toBe("hit");
    await expect
      .poll(async () =>
        (await secondContext.cookies()).some((cookie) => cookie.name === "guest_id"),
      )
      .toBe(true);
    await expect(cartCount(second)).toHaveText("0");
    await expect(mangoAdd(second)).toBeVisible();

    // Each hit has its own nonce, the one its CSP header names, on every script of its HTML.
    const a = await nonces(firstAnswer);
    const b = await nonces(secondAnswer);
    expect(a.header).toBeTruthy();
    expect(b.header).toBeTruthy();
    expect(a.header).not.toBe(b.header);
    expect(a.inPage.length).toBeGreaterThan(0);
    expect(new Set(a.inPage)).toEqual(new Set([a.header]));
    expect(new Set(b.inPage)).toEqual(new Set([b.header]));

    // A client navigation's RSC request of /home is rendered, never answered with a cached document.
    const navigation = await second.request.get("/home", { headers: { RSC: "1" } });
    expect(navigation.headers()["x-page-cache"]).toBeUndefined();
    expect(navigation.headers()["content-type"]).toContain("text/x-component");

    // The cached page runs its scripts: B's Add to Cart adds to B's own cart.
    await mangoAdd(second).click();
    await expect(cartCount(second)).toHaveText("1");
    // A's cart is untouched by B's: still one Mango.
    const aCart = (await (
      await first.request.get("/api/v1/customer/cart/list", {
        headers: { accept: "application/json" },
      })
    ).json()) as { item_id: number; quantity: number }[];
    expect(aCart.map((line) => [line.item_id, line.quantity])).toEqual([[MANGO.id, 1]]);
  } finally {
    await firstContext.close();
    await secondContext.close();
  }
});

test("a signed-in customer's /home is never served from the page cache", async ({
  page,
  context,
  request,
}) => {
  const account = await newCustomer(request, "pagecache");
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  // A guest's view of the scope fills the cache first.
  const guestView = await page.goto("/home");
  expect(["hit", "miss"]).toContain(guestView?.headers()["x-page-cache"]);
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  for (let view = 0; view < 2; view += 1) {
    const answer = await page.goto("/home");
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["x-page-cache"]).toBeUndefined();
  }
  // The customer's own page: their account menu, not the guest's Sign In.
  await expect(page.getByRole("button", { name: "Sign In" })).toHaveCount(0);
});

test("a guest who signs in from the cached /home keeps the cart they filled as a guest", async ({
  page,
  context,
  request,
}) => {
  const account = await newCustomer(request, "pagecachecart");
  await freshFoodScope(context);
  await firstFoodView(page);
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity: 2 },
    headers: write,
  });
  expect(added.ok()).toBe(true);
  const answer = await page.reload();
  expect(answer?.headers()["x-page-cache"]).toBe("hit");
  await expect(cartCount(page)).toHaveText("1");
  // Signing in from this page: the page carries no guest id, the storefront's proxy adds it.
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  expect((await context.cookies()).some((cookie) => cookie.name === "guest_id")).toBe(false);
  const cart = (await (
    await page.request.get("/api/v1/customer/cart/list", {
      headers: { accept: "application/json" },
    })
  ).json()) as { item_id: number; quantity: number }[];
  expect(cart.some((line) => line.item_id === MANGO.id)).toBe(true);
});

test("the landing page is cached for visitors without a place; a visitor with one still goes to /home", async ({
  browser,
}) => {
  const newcomer = await browser.newContext();
  const located = await browser.newContext();
  try {
    // No place: the address label cookie alone is no place either, but it is one of
    // the key's public cookies, so this test's first view is the one that fills the entry.
    await newcomer.addCookies([
      {
        name: "location",
        value: `Landing test ${String(Date.now())}`,
        url: WEB_URL,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    const page = await newcomer.newPage();
    expect((await page.goto("/"))?.headers()["x-page-cache"]).toBe("miss");
    const again = await page.goto("/");
    expect(again?.headers()["x-page-cache"]).toBe("hit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Everything you need, delivered to your door",
    );
    // Its scripts run: the place picker opens.
    await page.getByTestId("landing-pick-location").click();
    await expect(page.getByRole("dialog", { name: "Pick Location" })).toBeVisible();

    await saveLocation(located, { moduleId: 1, moduleType: "grocery" });
    const other = await located.newPage();
    await other.goto("/");
    await expect(other).toHaveURL(/\/home$/);
    await expect(other.getByTestId("module-headline")).toBeVisible();
  } finally {
    await newcomer.close();
    await located.close();
  }
});
