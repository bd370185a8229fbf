import { axeViolations, LOOKS } from "./axe";
import { expect, test } from "./login-settings";
import { saveLocation, WEB_URL } from "./support";

/*
 * The sign-in dialog, the OTP dialog and the checkout's guest prompt pass axe's WCAG 2.2 A/AA rules in the
 * four looks (light/dark × English/Arabic). The address dialog's four looks are checked in account.spec.ts.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = {
  en: { phone: "Phone", getOtp: "Get OTP", withOtp: "Or Sign in with OTP" },
  ar: { phone: "الهاتف", getOtp: "احصل على رمز التحقق", withOtp: "أو سجّل الدخول برمز التحقق" },
} as const;
// Mango Shaved Ice (food, store 35): no variations, 4.50.
const MANGO = { id: 510, price: 4.5 };

let serial = 0;

for (const look of LOOKS) {
  const name = `${look.theme}, ${look.language}`;

  test(`axe: the sign-in dialog and the OTP dialog (${name})`, async ({
    page,
    context,
    loginSettings,
  }) => {
    await loginSettings({ otp_login_status: 1, manual_login_status: 1 });
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...look });
    await page.goto("/home?auth=sign-in");
    const signIn = page.getByRole("dialog");
    await expect(signIn.getByRole("textbox").first()).toBeVisible();
    expect(await axeViolations(page, `${name} sign-in: `, { include: '[role="dialog"]' })).toEqual(
      [],
    );

    const text = TEXT[look.language];
    await signIn.getByRole("button", { name: text.withOtp }).click();
    serial += 1;
    await signIn
      .getByRole("textbox", { name: text.phone })
      .fill(`559${String(Date.now()).slice(-6)}${String(serial % 10)}`);
    await signIn.getByRole("button", { name: text.getOtp }).click();
    const otp = page.getByRole("dialog");
    await expect(otp.getByRole("textbox")).toHaveCount(6);
    expect(await axeViolations(page, `${name} OTP: `, { include: '[role="dialog"]' })).toEqual([]);
  });

  test(`axe: the checkout's guest prompt (${name})`, async ({ page, context }) => {
    await saveLocation(context, { moduleId: 4, moduleType: "food", ...look });
    await page.goto("/home");
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "guest_id"))
      .toBe(true);
    const added = await page.request.post("/api/v1/customer/cart/add", {
      data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity: 1 },
      headers: { origin: WEB_URL },
    });
    expect(added.ok()).toBe(true);
    await page.goto("/checkout?page=cart&prompt=guest");
    const prompt = page.getByTestId("guest-prompt");
    await expect(prompt.getByRole("button").first()).toBeVisible();
    expect(
      await axeViolations(page, `${name} guest prompt: `, {
        include: '[data-testid="guest-prompt"]',
      }),
    ).toEqual([]);
  });
}
