import { signIn } from "./sign-in";
import { expect, test } from "./test";

test("sign-out: confirmation, then the session, profile and cart are gone", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await signIn(page);
  await page.reload();
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to logout?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await context.cookies()).some((cookie) => cookie.name === "session")).toBe(true);

  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Logout successful.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Profile" })).toHaveCount(0);
  expect((await context.cookies()).some((cookie) => cookie.name === "session")).toBe(false);
  // The profile is no longer served to this browser.
  const profile = await page.request.get("/api/v1/customer/info");
  expect(profile.status()).toBe(401);
});

test("the profile menu by keyboard: the focus stays on Profile when the menu's code arrives", async ({
  page,
}) => {
  await page.goto("/");
  await signIn(page);
  await page.reload();
  const profile = page.getByRole("button", { name: "Profile" });
  await profile.focus();
  // The server-rendered stand-in is replaced by the menu's trigger (Radix sets data-state) on focus.
  await expect(profile).toHaveAttribute("data-state", "closed");
  await expect(profile).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(profile).toBeFocused();
});
