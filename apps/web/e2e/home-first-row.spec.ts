import { saveLocation } from "./support";
import { expect, test } from "./test";

const FIRST_SCREEN_ROW_CARDS = 6;

test("a first-screen row carries six cards and brings the rest, in place, when the page looks ahead", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  const response = await page.goto("/home");
  const html = (await response?.text()) ?? "";
  const offers = page.locator('[data-section="special-offer"]');
  const cards = offers.locator('[data-slot="item-card"]');
  // The first HTML: six cards and the box that holds the place of the rest.
  expect(html.split('data-slot="item-card"').length - 1).toBe(FIRST_SCREEN_ROW_CARDS);
  await expect(cards).toHaveCount(FIRST_SCREEN_ROW_CARDS);
  const tail = offers.locator("li[data-row-tail]");
  await expect(tail).toHaveCount(1);
  await expect(tail).toHaveAttribute("aria-hidden", "true");
  const row = offers.getByRole("list", { name: "Special Food Offers" });
  // The customer has swiped the row a little and is looking at its second card.
  await cards.first().evaluate((card) => {
    card.setAttribute("data-probe", "first");
  });
  await row.evaluate((list) => {
    list.scrollLeft = 180;
  });
  const scrolled = await row.evaluate((list) => list.scrollLeft);
  expect(scrolled).toBeGreaterThan(0);
  // A key is the visitor's first interaction: the page looks ahead and the row's rest arrives.
  await page.keyboard.press("Shift");
  await expect(cards).toHaveCount(15);
  await expect(tail).toHaveCount(0);
  // The cards shown before are the same elements (their pictures do not load again) and the row
  // has not moved under the customer.
  await expect(cards.first()).toHaveAttribute("data-probe", "first");
  expect(await row.evaluate((list) => list.scrollLeft)).toBe(scrolled);
  await expect(cards.last().getByRole("link").first()).toHaveAttribute("href", /^\/product\//);
});

test("a first-screen row whose rest cannot be loaded drops the box that held its place", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  // Every server action of the page fails (the network is down for them), from before the page loads: the
  // page may start looking ahead by itself (five idle seconds after the load) before the next steps run.
  await page.route("**/home", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await page.goto("/home");
  const offers = page.locator('[data-section="special-offer"]');
  await expect(offers.locator('[data-slot="item-card"]')).toHaveCount(FIRST_SCREEN_ROW_CARDS);
  const tail = offers.locator("li[data-row-tail]");
  await expect(tail).toHaveCount(1);
  await page.keyboard.press("Shift");
  // Three tries 1.5 s apart, then the box goes: the six cards stay, nothing waits forever.
  await expect(tail).toBeHidden({ timeout: 10_000 });
  await expect(tail).toHaveCount(1);
  await expect(offers.locator('[data-slot="item-card"]')).toHaveCount(FIRST_SCREEN_ROW_CARDS);
});

test("pharmacy's Basic Medicine Nearby: each tab's row starts with six cards; the page looking ahead brings the rest", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 2, moduleType: "pharmacy" });
  await page.goto("/home");
  const basic = page.locator('[data-section="basic-medicine"]');
  const cards = basic.getByRole("tabpanel").locator('[data-slot="item-card"]');
  await expect(cards).toHaveCount(FIRST_SCREEN_ROW_CARDS);
  await expect(basic.locator("li[data-row-tail]")).toHaveCount(1);
  await page.keyboard.press("Shift");
  await expect(basic.locator("li[data-row-tail]")).toHaveCount(0);
  expect(await cards.count()).toBeGreaterThan(FIRST_SCREEN_ROW_CARDS);
  // The tabs still switch, and the New tab's row is whole too.
  await basic.getByRole("tab", { name: "New" }).click();
  await expect(basic.getByRole("tab", { name: "New" })).toHaveAttribute("aria-selected", "true");
  await expect(basic.getByRole("tabpanel").locator("li[data-row-tail]")).toHaveCount(0);
  await expect(
    basic.getByRole("tabpanel").locator('[data-slot="item-card"]').first(),
  ).toBeVisible();
});
