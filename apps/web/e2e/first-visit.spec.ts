import { expect, test } from "./test";

test("first visit: pick a place on the map, choose a module, land on its home page", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Everything you need, delivered to your door",
  );

  await page.getByTestId("landing-pick-location").click();
  const picker = page.getByRole("dialog", { name: "Pick Location" });
  await expect(picker).toBeVisible();
  await expect(picker.locator("canvas")).toBeVisible();
  const pick = picker.getByRole("button", { name: "Pick Locations" });

  const search = picker.getByRole("combobox", { name: "Search location" });
  await search.fill("Market");
  await expect(picker.getByText("Search suggestions are loading...")).toBeVisible();
  const suggestion = picker.getByRole("option", { name: "Market Street, Old Town, Lakeshore" });
  await expect(suggestion).toBeVisible();
  await search.press("ArrowDown");
  await search.press("Enter");

  await expect(picker.getByTestId("picker-address")).toHaveText(
    "Market Street, Old Town, Lakeshore",
  );
  await expect(pick).toBeEnabled();
  await pick.click();

  const confirm = page.getByRole("dialog", { name: "Delivery location" });
  await expect(confirm).toContainText("Market Street, Old Town, Lakeshore");
  await confirm.getByRole("button", { name: "Okay" }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("New location has been set.")).toBeVisible();

  const moduleDialog = page.getByRole("dialog", { name: "Select a module" });
  await expect(moduleDialog).toBeVisible();
  await expect(moduleDialog).toContainText("A module must be selected to continue.");
  await moduleDialog.getByRole("button", { name: "Food" }).click();

  await expect(page.getByText("A Module has been selected.")).toBeVisible();
  await expect(page.getByTestId("module-headline")).toHaveText("FIND YOUR HAPPINESS");
  await expect(page.locator("html")).toHaveAttribute("data-module", "food");
});

test("a place outside every zone shows the zone error instead of the pick button", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByTestId("landing-pick-location").click();
  const picker = page.getByRole("dialog", { name: "Pick Location" });
  await picker.getByRole("combobox", { name: "Search location" }).fill("Eastfield Industrial");
  await picker
    .getByRole("option", { name: "Eastfield Industrial Park, Eastfield, Lakeshore" })
    .click();
  await expect(picker.getByTestId("zone-error")).toHaveText("Service not available in this area");
  await expect(picker.getByRole("button", { name: "Pick Locations" })).toHaveCount(0);
  await picker.getByTestId("zone-error").click();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test("the map can be used without dragging: zoom buttons stay within 1 to 21", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("landing-pick-location").click();
  const picker = page.getByRole("dialog", { name: "Pick Location" });
  const zoomIn = picker.getByRole("button", { name: "Zoom in" });
  await expect(picker.getByTestId("picker-address")).not.toBeEmpty();
  for (let step = 0; step < 5; step += 1) {
    if (await zoomIn.isDisabled()) break;
    await zoomIn.click();
    await page.waitForTimeout(300);
  }
  await expect(zoomIn).toBeDisabled();
  await picker.getByRole("button", { name: "Fullscreen" }).click();
  await expect(picker.getByRole("button", { name: "Exit fullscreen" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
