import { saveLocation } from "./support";
import { expect, test } from "./test";

test.use({ viewport: { width: 390, height: 844 } });

test("the mobile menu opens as a side sheet with the module's lists and closes with Escape", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  const opener = page.getByRole("button", { name: "Open menu" });
  await opener.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
  await menu.getByText("Latest Stores").click();
  // Only the opened list shows its entries (up to 10 stores) and View all.
  await expect(menu.getByRole("link", { name: "View all" })).toHaveAttribute(
    "href",
    "/store/latest",
  );
  await expect(
    menu.locator('a[href^="/store/"]:not([href="/store/latest"])').first(),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // Focus goes back to the button that opened the menu, not to <body>.
  await expect(opener).toBeFocused();

  // The same after closing with the sheet's close button.
  await opener.click();
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
});
