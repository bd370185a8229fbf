import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;

export interface Account {
  email: string;
  phone: string;
  password: string;
}

let serial = 0;

/**
 * A new customer of this test, signed up straight at the API: no orders, favourites or changed password
 * of the demo accounts meet it (another spec's delivered order would open the review prompt on its pages).
 */
export async function newCustomer(request: APIRequestContext, tag: string): Promise<Account> {
  serial += 1;
  const id = `${String(Date.now()).slice(-6)}${String(serial % 10)}`;
  const account = {
    email: `${tag}${id}@example.test`,
    phone: `+1556${id}`,
    password: "Old-pass-123",
  };
  const answer = await request.post(`${API_URL}/api/v1/auth/sign-up`, {
    data: { name: "Ada Account", ...account },
  });
  expect(answer.status()).toBe(200);
  return account;
}

/** Signs in through the storefront's proxy (the page must be on the storefront); answers the status. */
export async function signInAs(page: Page, email: string, password: string): Promise<number> {
  return await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch("/api/v1/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          login_type: "manual",
          field_type: "email",
          email_or_phone: email,
          password,
        }),
      });
      return response.status;
    },
    { email, password },
  );
}

/**
 * Signs the demo customer of the README in through the same-origin proxy (as the sign-in page will);
 * the page must already be on the storefront. The session lands in an HttpOnly cookie.
 */
export async function signIn(page: Page) {
  expect(await signInAs(page, "demo@marketplace.test", "Demo1234")).toBe(200);
}

/** Opens `path` signed in as the demo customer (the sign-in needs a storefront page to run from). */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page);
  await page.goto(path);
}
