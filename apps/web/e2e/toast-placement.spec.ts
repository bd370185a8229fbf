import { MANGO, refuseNextAdd } from "./cart-support";
import { saveLocation } from "./support";
import { expect, test } from "./test";

for (const [size, viewport] of [
  ["a phone", { width: 412, height: 823 }],
  ["a tablet", { width: 820, height: 1180 }],
  ["a desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${size}`, () => {
    test.use({ viewport });

    test("a toast shows below the header and leaves the cart button in reach", async ({
      page,
      context,
    }) => {
      await saveLocation(context, { moduleId: 4, moduleType: "food" });
      await page.goto("/home");
      // The server refuses the add: its message shows as a toast.
      await refuseNextAdd(page);
      await page
        .getByRole("button", { name: `Add to Cart: ${MANGO.name}` })
        .first()
        .click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Out of Stock" });
      await expect(toast).toBeVisible();
      const header = await page.locator("header").first().boundingBox();
      expect(header).not.toBeNull();
      // Polled: the toast slides in from above before it settles.
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      // With the toast still there, the header's cart button takes the click and opens the drawer.
      await page.getByTestId("cart-link").filter({ visible: true }).click();
      await expect(toast).toBeVisible();
      await expect(
        page.getByTestId("cart-drawer").getByRole("heading", { name: "Shopping Cart" }),
      ).toBeVisible();
    });
  });
}
