import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Signs the demo customer of the README in through the same-origin proxy (as the sign-in page will);
 * the page must already be on the storefront. The session lands in an HttpOnly cookie.
 */
export async function signIn(page: Page) {
  const status = await page.evaluate(async () => {
    const response = await fetch("/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        login_type: "manual",
        field_type: "email",
        email_or_phone: "demo@marketplace.test",
        password: "Demo1234",
      }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

/** Opens `path` signed in as the demo customer (the sign-in needs a storefront page to run from). */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page);
  await page.goto(path);
}
