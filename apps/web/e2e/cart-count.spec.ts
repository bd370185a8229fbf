import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

test("the header's cart count is the number of lines the API holds for the guest", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  // The browser asks for a guest id on the first visit; the proxy keeps it in an HttpOnly cookie.
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "guest_id"))
    .toBe(true);
  const cart = page.getByTestId("cart-link").first();
  await expect(cart.getByTestId("cart-count")).toHaveText("0");

  // Sourdough Loaf (item 95, grocery, Old Town) through the same-origin proxy, as the cart issue will.
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: 95, model: "Item", price: 3.74, quantity: 2 },
    headers: { origin: WEB_URL },
  });
  expect(added.ok()).toBe(true);

  await page.reload();
  await expect(cart.getByTestId("cart-count")).toHaveText("1");
  await expect(cart).toHaveAccessibleName("Cart, 1 item");
});

test("the guest id request ends: a guest's first visit reaches network idle", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const finished = page.waitForEvent("requestfinished", (request) =>
    request.url().endsWith("/api/v1/auth/guest/request"),
  );
  // Its body was left unread before, and the request stayed in flight for the page's whole life.
  await page.goto("/home", { waitUntil: "networkidle", timeout: 30_000 });
  await finished;
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");
});
