import type { Page } from "@playwright/test";

import { axeViolations, LOOKS } from "./axe";
import { openSignedIn, signIn } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/** An amount as the page isolates it inside a sentence (Unicode first-strong isolate). */
const amount = (text: string) => `\u2068${text}\u2069`;

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;

/** The balance the page shows ("$123.45" → 123.45). */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId("wallet-balance").textContent()) ?? "";
  return Number(text.replace(/[^\d.]/g, ""));
}

async function openWalletSignedIn(page: Page) {
  await openSignedIn(page, "/wallet");
  await expect(page.getByTestId("wallet-balance")).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

test("a signed-out visitor is asked to sign in, with a link that opens the sign-in modal", async ({
  page,
}) => {
  const response = await page.goto("/wallet");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
  await expect(page.getByText("You must be login to access this page.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/wallet?auth=sign-in",
  );
});

test("add fund through the demo gateway raises the balance by the amount and its bonus", async ({
  page,
}) => {
  await openWalletSignedIn(page);
  const before = await shownBalance(page);
  // The running offer: 10% extra on 50 or more, up to 20.
  await expect(
    page.getByText(
      `10% extra when you add ${amount("$50.00")} or more, up to ${amount("$20.00")}.`,
    ),
  ).toBeVisible();
  await page.getByLabel("Amount").fill("60");
  await expect(page.getByText(`You get a bonus of ${amount("$6.00")}.`)).toBeVisible();
  await page.getByLabel("Card (Stripe)").check();
  await page.getByRole("button", { name: "Add fund" }).click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/payment/wallet-demo`));
  await expect(page.getByText("$60.00")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/wallet\?flag=success$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Fund added successfully." }),
  ).toBeVisible();
  expect(await shownBalance(page)).toBeCloseTo(before + 66, 2);
  const latest = page.getByRole("list", { name: "Transactions" }).getByRole("listitem").first();
  await expect(latest).toContainText("Add fund");
  await expect(latest).toContainText("+$66.00");
  await expect(latest).toContainText(`Bonus ${amount("$6.00")}`);
});

test("a failed payment comes back with the failure and adds nothing", async ({ page }) => {
  await openWalletSignedIn(page);
  const before = await shownBalance(page);
  await page.getByLabel("Amount").fill("20");
  await page.getByLabel("PayPal").check();
  await page.getByRole("button", { name: "Add fund" }).click();
  await page.getByRole("button", { name: "Fail the payment" }).click();
  await expect(page).toHaveURL(/\/wallet\?flag=fail$/);
  await expect(
    page.getByRole("alert").filter({ hasText: "The payment failed: no fund was added." }),
  ).toBeVisible();
  expect(await shownBalance(page)).toBeCloseTo(before, 2);
});

test("the amount is checked before anything is sent", async ({ page }) => {
  await openWalletSignedIn(page);
  const addFund = page.getByRole("button", { name: "Add fund" });
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("wallet/add-fund")) sent += 1;
  });
  await addFund.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Enter the amount to add." }),
  ).toBeVisible();
  await page.getByLabel("Amount").fill("20000");
  await addFund.click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: `The amount may not be greater than ${amount("$10000.00")}.` }),
  ).toBeVisible();
  await page.getByLabel("Amount").fill("12,5<script>");
  await addFund.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Enter the amount as a number, like 50 or 12.50." }),
  ).toBeVisible();
  await page.getByLabel("Amount").fill("15");
  await addFund.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Choose a payment method." }),
  ).toBeVisible();
  expect(sent).toBe(0);
});

test("transactions filter by kind and go page by page", async ({ page }) => {
  await openWalletSignedIn(page);
  // Eleven more top-ups through the gateway, so the ledger has more than one page of ten.
  for (let index = 0; index < 11; index += 1) {
    const answer = await page.evaluate(async () => {
      const response = await fetch("/api/v1/customer/wallet/add-fund", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ amount: 1, payment_method: "stripe" }),
      });
      return (await response.json()) as { redirect_link: string };
    });
    const payment = new URL(answer.redirect_link).searchParams.get("payment") ?? "";
    const paid = await page.request.post(`${API_URL}/payment/wallet-demo`, {
      form: { payment, outcome: "success" },
    });
    expect(paid.ok()).toBe(true);
  }
  await page.goto("/wallet");
  await page
    .getByRole("navigation", { name: "Show transactions" })
    .getByRole("link", { name: "Add fund" })
    .click();
  await expect(page).toHaveURL(/\/wallet\?type=add_fund$/);
  const rows = page.getByRole("list", { name: "Transactions" }).getByRole("listitem");
  await expect(rows).toHaveCount(10);
  for (const row of await rows.all()) await expect(row).toContainText("Add fund");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/wallet\?type=add_fund&page=2$/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(rows.first()).toContainText("Add fund");
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/wallet\?type=add_fund$/);
  // A kind with no lines says so.
  await page.getByRole("link", { name: "Referral" }).click();
  await expect(page.getByText("No transactions of this kind yet.")).toBeVisible();
});

test("Arabic: the wallet reads right to left", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "ar" });
  await openWalletSignedIn(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "المحفظة" })).toBeVisible();
  await expect(page.getByText("رصيد المحفظة")).toBeVisible();
});

for (const variant of LOOKS) {
  test(`axe: /wallet signed out and signed in (after a payment), ${variant.theme}, ${variant.language}`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...variant });
    await page.goto("/wallet");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page);
    await page.goto("/wallet?flag=fail");
    await expect(page.getByTestId("wallet-balance")).toBeVisible();
    // The form's own error state too.
    await page.getByRole("main").locator("form button[type=submit]").click();
    await expect(page.getByRole("main").locator("form [role=alert]")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/wallet?flag=success");
    await expect(page.getByRole("status").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
