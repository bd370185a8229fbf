import { saveLocation } from "./support";
import { expect, test } from "./test";

// Every frame dialog hands focus back to the control that opened it (WCAG 2.4.3 focus order), even
// though none of them is opened by a Radix trigger (they load on demand).

test("the Pick Location modal gives focus back to the header's location button", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  const opener = page.getByTestId("top-strip").getByTestId("location-button");
  await opener.click();
  const picker = page.getByRole("dialog", { name: "Pick Location" });
  await expect(picker).toBeVisible();
  await expect(picker.getByTestId("picker-address")).not.toBeEmpty();

  // Escape leaves fullscreen first; the picker stays open.
  await picker.getByRole("button", { name: "Fullscreen" }).click();
  await page.keyboard.press("Escape");
  await expect(picker.getByRole("button", { name: "Fullscreen" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(picker).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(opener).toBeFocused();
});

test("an open suggestion list closes on Escape before the picker does", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("landing-pick-location").click();
  const picker = page.getByRole("dialog", { name: "Pick Location" });
  const search = picker.getByRole("combobox");
  await search.fill("Market");
  await expect(picker.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await expect(picker).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(page.getByTestId("landing-pick-location")).toBeFocused();
});

test("cancelling the language confirmation gives focus back to the language select", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  const select = page.getByTestId("top-strip").getByTestId("language-select");
  await select.selectOption("ar");
  const confirm = page.getByRole("alertdialog", { name: "Are you sure to change the language?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(select).toBeFocused();
  await expect(select).toHaveValue("en");
});
