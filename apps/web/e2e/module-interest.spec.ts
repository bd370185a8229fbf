import { newCustomer, signInAs } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/**
 * After choosing a module (spec D §2 routes, `/interest`): a signed-in customer with saved interests who
 * picks a module they have none for, and not parcel, goes on to `/interest`; otherwise `/home`.
 */
test("choosing a new module leads a customer with saved interests to /interest; a known one or parcel to /home", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(request, "interest");
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  expect(await signInAs(page, customer.email, customer.password)).toBe(200);

  const switcher = page.getByRole("combobox", { name: "Switch module" }).filter({ visible: true });
  // No interests saved yet: another module goes home.
  await page.goto("/home");
  await switcher.selectOption({ label: "Pharmacy" });
  await expect(page.getByText("A Module has been selected.")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await switcher.selectOption({ label: "Grocery" });
  await expect(switcher).toHaveValue("1");

  // Interests saved for grocery.
  await page.goto("/interest");
  // The chip around the visually hidden box is what a visitor clicks.
  await page.getByRole("checkbox").first().locator("xpath=ancestor::label[1]").click();
  await expect(page.getByRole("checkbox").first()).toBeChecked();
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Food is new to them: /interest.
  await switcher.selectOption({ label: "Food" });
  await expect(page).toHaveURL(/\/interest$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose your interests" }),
  ).toBeVisible();

  // Parcel never asks; grocery already has interests.
  await switcher.selectOption({ label: "Parcel" });
  await expect(page).toHaveURL(/\/home$/);
  await switcher.selectOption({ label: "Grocery" });
  await expect(switcher).toHaveValue("1");
  await expect(page).toHaveURL(/\/home$/);
});
