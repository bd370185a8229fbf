import type { Locator, Page } from "@playwright/test";

import { axeViolations, LOOKS } from "./axe";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * The item dialog (the food dialog and the general product dialog) and the cart drawer pass axe's
 * WCAG 2.2 A/AA rules in the four looks (light/dark × English/Arabic), and each gives the focus back to
 * the control that opened it when it closes (issue 15, issue 21 item 5).
 */

test.describe.configure({ timeout: 120_000 });

const QUICK_VIEW = { en: "Quick View", ar: "عرض سريع" } as const;
const BEEF_PHO = { en: "Beef Pho", ar: "فو باللحم البقري" } as const;
// Mango Shaved Ice (food, store 35): no variations, 4.50.
const MANGO = { id: 510, price: 4.5 };

/**
 * The Quick View of a home section's card (its first, or the named item's), focused and opened with
 * Enter as a keyboard user would.
 */
async function openQuickView(page: Page, section: string, language: "en" | "ar", item = "") {
  const row = page.locator(`[data-section="${section}"]`);
  // A row below the first screen loads its cards when it is scrolled to.
  await row.scrollIntoViewIfNeeded();
  const opener = row
    .getByRole("button", { name: new RegExp(`^${QUICK_VIEW[language]} ?: ${item}`) })
    .first();
  await opener.focus();
  await page.keyboard.press("Enter");
  return opener;
}

/** The open dialog has its content, passes axe, and closes on Escape with the focus on its opener. */
async function checkDialog(page: Page, dialog: Locator, opener: Locator, look: string) {
  // The loaded item (its heading), not the loading skeleton.
  await expect(dialog.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeViolations(page, `${look}: `, { include: '[role="dialog"]' })).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const look of LOOKS) {
  const name = `${look.theme}, ${look.language}`;

  test(`axe: the food dialog and the cart drawer (${name}); focus returns to their openers`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: 4, moduleType: "food", ...look });
    await page.goto("/home");
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "guest_id"))
      .toBe(true);
    const added = await page.request.post("/api/v1/customer/cart/add", {
      data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity: 2 },
      headers: { origin: WEB_URL },
    });
    expect(added.ok()).toBe(true);
    await page.reload();

    // Beef Pho: a required single choice, a multiple choice and add-ons.
    const opener = await openQuickView(
      page,
      "special-offer",
      look.language,
      BEEF_PHO[look.language],
    );
    await checkDialog(page, page.getByTestId("item-dialog"), opener, name);

    const cartButton = page.getByTestId("cart-link").first();
    await cartButton.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByTestId("cart-drawer");
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    expect(await axeViolations(page, `${name}: `, { include: '[role="dialog"]' })).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test(`axe: the general product dialog (${name}); focus returns to its opener`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...look });
    await page.goto("/home");
    const opener = await openQuickView(page, "popular-items", look.language);
    await checkDialog(page, page.getByTestId("item-dialog"), opener, name);
  });
}
