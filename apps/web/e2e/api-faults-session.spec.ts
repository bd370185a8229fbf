import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { request as newRequest } from "@playwright/test";

import type { Account } from "./sign-in";
import { newCustomer } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * A session the API ends while a page renders on the server (issue 21 item 7; spec accounts "Session":
 * a 401 with a stored token clears the token and goes to /home, with the toast 'Your account is inactive
 * or Your token has been expired'). The session is revoked from outside the browser (the API's logout,
 * called with the token from another client), then a signed-in page is opened: the visitor lands on /home,
 * signed out, with the toast — never Next's error page, never a loop.
 */

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;
const SESSION_TOAST = "Your account is inactive or Your token has been expired";

async function signInAs(context: BrowserContext, account: Account) {
  const answer = await context.request.post(`${WEB_URL}/api/v1/auth/login`, {
    data: {
      login_type: "manual",
      field_type: "email",
      email_or_phone: account.email,
      password: account.password,
    },
    headers: { origin: WEB_URL },
  });
  expect(answer.status()).toBe(200);
}

async function sessionToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "session")?.value;
}

/** Ends the browser's session at the API, as a sign-out on another device or an expiry would. */
async function revokeSession(context: BrowserContext) {
  const token = await sessionToken(context);
  expect(token).toBeTruthy();
  const elsewhere = await newRequest.newContext();
  const answer = await elsewhere.post(`${API_URL}/api/v1/auth/logout`, {
    headers: { authorization: `Bearer ${token ?? ""}` },
    data: {},
  });
  expect(answer.status()).toBe(200);
  await elsewhere.dispose();
  // The API no longer knows the token.
  const probe = await newRequest.newContext();
  const profile = await probe.get(`${API_URL}/api/v1/customer/info`, {
    headers: { authorization: `Bearer ${token ?? ""}`, "x-localization": "en" },
  });
  expect(profile.status()).toBe(401);
  await probe.dispose();
}

async function expectSignedOutAtHome(page: Page, context: BrowserContext) {
  await expect(page.getByText(SESSION_TOAST)).toBeVisible();
  // The flag that showed the toast leaves the address.
  await expect(page).toHaveURL(`${WEB_URL}/home`);
  await expect(page.getByTestId("module-headline")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong." })).toHaveCount(0);
  expect(await sessionToken(context)).toBeUndefined();
  // A reload shows the signed-out home again, without the toast.
  await page.reload();
  await expect(page.getByTestId("module-headline")).toBeVisible();
  await expect(page.getByText(SESSION_TOAST)).toHaveCount(0);
}

let account: Account;

test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  account = await newCustomer(request, "expiry");
});

for (const path of ["/profile?page=my-orders", "/checkout?page=cart", "/wallet"]) {
  test(`${path} with a session the API has ended: the spec's toast, signed out at /home`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: 4, moduleType: "food" });
    await signInAs(context, account);
    // Signed in: the proxy answers the profile. No page is open yet, so no call of the browser's meets
    // the ended session first: the server's render of the page is what does.
    const signedIn = await context.request.get(`${WEB_URL}/api/v1/customer/info`, {
      headers: { accept: "application/json" },
    });
    expect(signedIn.status()).toBe(200);

    await revokeSession(context);
    const seen: string[] = [];
    page.on("response", (answer) => {
      if (answer.request().isNavigationRequest()) seen.push(new URL(answer.url()).pathname);
    });
    const opened = await page.goto(path);
    expect(opened?.status()).toBe(200);
    await expectSignedOutAtHome(page, context);
    // One pass through the clearing route, no loop.
    expect(seen.filter((each) => each === "/session-ended")).toHaveLength(1);
  });
}

test("a signed-in page open when the session ends, then a client-side navigation: the toast, the frame signed out", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  await signInAs(context, account);
  await page.goto("/profile?page=profile-settings");
  const ordersLink = page.getByRole("main").getByRole("link", { name: "My Orders" });
  await expect(ordersLink).toBeVisible();
  await revokeSession(context);
  // Whichever meets the ended session first — the server's render of My Orders or one of the page's
  // background calls (notifications, review reminder) — the visitor ends at the signed-out /home.
  await Promise.race([
    ordersLink.click({ timeout: 10_000 }).catch(() => undefined),
    page.waitForURL(/\/session-ended|\/home\?session=expired/),
  ]);
  await expectSignedOutAtHome(page, context);
});
