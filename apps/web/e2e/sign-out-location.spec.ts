import { newCustomer, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * A delivery location taken from the account's saved addresses ('View Saved Address') is the account's:
 * it goes when the session ends, so the next person on the device neither sees it nor gets it as the
 * checkout's address. A location picked on the map stays at sign-out (`auth-account.spec.ts`).
 */
const PRIVATE = "7 Private Lane, Flat 2, Old Town";

test("sign-out forgets a delivery location taken from the account's saved addresses", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const account = await newCustomer(request, "savedloc");
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  const added = await page.request.post("/api/v1/customer/address/add", {
    data: {
      contact_person_name: "Ada Account",
      contact_person_number: account.phone,
      address_type: "home",
      address: PRIVATE,
      latitude: 23.7926,
      longitude: 90.4012,
    },
    headers: { origin: WEB_URL },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.goto("/home");
  await page.getByTestId("top-strip").getByTestId("location-button").click();
  await page
    .getByRole("dialog", { name: "Pick Location" })
    .getByRole("button", { name: "View Saved Address" })
    .click();
  const saved = page.getByRole("dialog", { name: "View Saved Address" });
  await saved.getByRole("radio").first().check();
  await saved.getByRole("button", { name: "Select" }).click();
  await expect(page.getByText("New delivery address selected.")).toBeVisible();
  const cookie = async (name: string) => {
    const value = (await context.cookies()).find((entry) => entry.name === name)?.value;
    return value === undefined ? null : decodeURIComponent(value);
  };
  await expect.poll(() => cookie("location")).toBe(PRIVATE);

  await page.goto("/home");
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Logout successful.")).toBeVisible();
  // No location is left: /home sends the visitor to pick one.
  await expect(page).toHaveURL(`${WEB_URL}/`);
  await expect(page.getByText(PRIVATE)).toHaveCount(0);
  expect(await cookie("location")).toBeNull();
  expect(await cookie("lat")).toBeNull();
  expect(await cookie("location_source")).toBeNull();
});
