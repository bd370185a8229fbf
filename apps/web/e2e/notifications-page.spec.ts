import { axeViolations, LOOKS } from "./axe";
import { signedInCustomer } from "./orders-support";
import { expect, test } from "./test";

/* The notifications list (`/profile?page=notifications`, issue 18 item 6) in the four looks. */

for (const look of LOOKS) {
  test(`axe: /profile?page=notifications, ${look.theme}, ${look.language}`, async ({
    page,
    context,
  }) => {
    await signedInCustomer(context, look);
    await page.goto("/profile?page=notifications");
    await expect(page.locator("html")).toHaveAttribute("data-theme", look.theme);
    await expect(page.locator("html")).toHaveAttribute(
      "dir",
      look.language === "ar" ? "rtl" : "ltr",
    );
    await expect(page.locator("#notifications-title")).toBeVisible();
    expect(await axeViolations(page, "/profile?page=notifications ")).toEqual([]);
  });
}
