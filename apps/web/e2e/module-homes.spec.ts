import { mountAllSections } from "./home-support";
import { expectedSections, modules, saveLocation } from "./support";
import { expect, test } from "./test";

for (const homeModule of modules) {
  test(`${homeModule.type} home shows its headline and every section`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: homeModule.id, moduleType: homeModule.type });
    await page.goto("/home");
    await expect(page.getByTestId("module-headline")).toHaveText(homeModule.headline);
    for (const section of expectedSections[homeModule.type]) {
      await expect(page.locator(`[data-section="${section}"]`), section).toBeVisible();
    }
  });
}

test("the special offer's View all goes to the discounted listing", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  const viewAll = page
    .locator('[data-section="special-offer"]')
    .getByRole("link", { name: "View all" });
  await expect(viewAll).toHaveAttribute(
    "href",
    "/home?search=special-offer&module_id=1&data_type=discounted",
  );
});

test("the parcel track drawer validates its order id", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 5, moduleType: "parcel" });
  await page.goto("/home");
  await page.getByTestId("track-parcel").click();
  const drawer = page.getByRole("dialog", { name: "Track Order" });
  await drawer.getByRole("button", { name: "Track" }).click();
  await expect(drawer.getByRole("alert")).toHaveText("Need a order id");
  await drawer.getByLabel("Order id").fill("100045");
  await drawer.getByRole("button", { name: "Track" }).click();
  await expect(drawer.getByRole("alert")).toHaveText("Need a contact number");
  // Closing hands focus back to the button that opened the drawer.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId("track-parcel")).toBeFocused();
});

test("/home without a saved location sends the visitor to the landing page", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const homeModule of modules) {
    test(`${homeModule.type} home fits the screen's width (rows scroll, the page does not)`, async ({
      page,
      context,
    }) => {
      await saveLocation(context, { moduleId: homeModule.id, moduleType: homeModule.type });
      await page.goto("/home");
      await mountAllSections(page);
      // A wider element would make the phone zoom the whole page out to fit it.
      const width = await page.evaluate(() => ({
        viewport: window.innerWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(width).toEqual({ viewport: 412, page: 412 });
    });
  }
});
