import type { Locator, Page } from "@playwright/test";

import { newCustomer, signIn, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

// Mango Shaved Ice (food, store 35): no variations, 4.50.
const MANGO = { id: 510, price: 4.5 };

test("sign-out: confirmation, then the session, profile, cart and the device's guest contact are gone", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const account = await newCustomer(request, "signout");
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity: 1 },
    headers: { origin: WEB_URL },
  });
  expect(added.ok()).toBe(true);
  // A guest contact kept on this device before (the checkout's guest contact dialog).
  await page.evaluate(() =>
    window.localStorage.setItem(
      "marketplace.guest-contact",
      JSON.stringify({ name: "Kept Guest", phone: "+15553334444", email: "kept@example.test" }),
    ),
  );
  await page.goto("/home");
  const cart = page.getByTestId("cart-link").first();
  await expect(cart.getByTestId("cart-count")).toHaveText("1");

  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to logout?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await context.cookies()).some((cookie) => cookie.name === "session")).toBe(true);

  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Logout successful.")).toBeVisible();
  // The spec's sequence (A §4 "Sign-out"): the message, then /home.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Profile" })).toHaveCount(0);
  expect((await context.cookies()).some((cookie) => cookie.name === "session")).toBe(false);
  // The profile is no longer served to this browser.
  const profile = await page.request.get("/api/v1/customer/info");
  expect(profile.status()).toBe(401);
  expect(await page.evaluate(() => window.localStorage.getItem("marketplace.guest-contact"))).toBe(
    null,
  );

  // The cart: the header's count and the drawer are empty, and stay so after a reload.
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(cart.getByTestId("cart-count")).toHaveText("0");
    await cart.click();
    const drawer = page.getByTestId("cart-drawer");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("cart-line")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  }
});

test("a sign-in forgets the guest contact this device kept", async ({ page, request }) => {
  const account = await newCustomer(request, "contact");
  await page.goto("/?auth=sign-in");
  await page.evaluate(() =>
    window.localStorage.setItem(
      "marketplace.guest-contact",
      JSON.stringify({ name: "Other Guest", phone: "+15553335555", email: "other@example.test" }),
    ),
  );
  const modal = page.getByRole("dialog", { name: "Sign In" });
  await modal.getByLabel("Email or phone").fill(account.email);
  await modal.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await modal.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("marketplace.guest-contact"))).toBe(
    null,
  );
});

/** The home page of a signed-in customer, reloaded so its header is the server's: the Profile button. */
async function signedInProfile(page: Page): Promise<Locator> {
  await page.goto("/");
  await signIn(page);
  await page.reload();
  return page.getByRole("button", { name: "Profile" });
}

test("the profile menu by keyboard: the focus stays on Profile when the menu's code arrives", async ({
  page,
}) => {
  const profile = await signedInProfile(page);
  await profile.focus();
  // The server-rendered stand-in is replaced by the menu's trigger (Radix sets data-state) on focus.
  await expect(profile).toHaveAttribute("data-state", "closed");
  await expect(profile).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(profile).toBeFocused();
});

test("the profile menu opens when the press began on Profile before the menu's code arrived", async ({
  page,
}) => {
  const profile = await signedInProfile(page);
  await expect(profile).toBeVisible();
  // Every script asked for from now on (the menu's code, loaded on intent) arrives 600 ms late.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const box = await profile.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  // The pointer comes over the stand-in (the code is asked for) and presses at once: the menu opens when
  // its code arrives, under the pressed button, and letting go afterwards keeps it open.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const logout = page.getByRole("menuitem", { name: "Logout" });
  await expect(logout).toBeVisible();
  await page.mouse.up();
  await page.waitForTimeout(300);
  await expect(logout).toBeVisible();
});
