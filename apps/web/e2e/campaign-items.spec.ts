import { itemSchema, wireArray } from "@marketplace/api-client";

import { mountAllSections } from "./home-support";
import { newCustomer, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * Item campaigns (`campaigns/item`) on the grocery home's 'Just For You': every running campaign item
 * has a card whose only action is Order Now, which leads a signed-in customer to the one-line checkout
 * (`/checkout?page=campaign`) of that item.
 */
test("the running campaign items are on the home, and Order Now opens their checkout", async ({
  page,
  context,
  request,
}) => {
  const customer = await newCustomer(request, "campaign");
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  expect(await signInAs(page, customer.email, customer.password)).toBe(200);

  const answer = await context.request.get(`${WEB_URL}/api/v1/campaigns/item`, {
    headers: { accept: "application/json", origin: WEB_URL },
  });
  expect(answer.ok()).toBe(true);
  const campaignItems = wireArray(itemSchema).parse(await answer.json());
  const first = campaignItems[0];
  if (!first) throw new Error("the grocery module serves no campaign item");

  await page.goto("/home");
  await mountAllSections(page);
  const section = page.locator('[data-section="just-for-you"]');
  const list = section.getByRole("list", { name: "Campaign items" });
  await expect(list.locator('[data-slot="item-card"]')).toHaveCount(campaignItems.length);
  for (const item of campaignItems) {
    const card = list
      .locator('[data-slot="item-card"]')
      .filter({ has: page.getByRole("heading", { name: item.name }) });
    await expect(card).toHaveCount(1);
    // Campaign items offer only Order Now: no Add to cart, no wishlist.
    await expect(card.getByRole("link", { name: `Order Now: ${item.name}` })).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
  }

  await list
    .getByRole("link", { name: `Order Now: ${first.name}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\?page=campaign&line=/);
  await expect(page.getByTestId("checkout-line-name")).toHaveText(first.name);
});
