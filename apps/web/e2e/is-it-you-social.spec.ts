import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./login-settings";

/**
 * "Is It You?" after a social login (ADR 0024, addendum) through the real API and its demo provider:
 * an account that only claimed the provider's e-mail is taken over on Yes (its claimer's session and
 * password end; user_info asks for a name and phone); an account that proved the e-mail is linked on Yes
 * (signed in as it is) and left alone on No (a fresh account without that e-mail).
 */
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;
const HEADERS = { accept: "application/json", "x-localization": "en" };
const password = "Claimer-pass-1";
const SOCIAL_ON = {
  manual_login_status: 1,
  social_login_status: 1,
  google_login_status: 1,
  facebook_login_status: 1,
} as const;

let serial = 0;
/** A unique number for this run's e-mails and phones (7 digits). */
function stamp() {
  serial += 1;
  return `${String(Date.now()).slice(-6)}${String(serial % 10)}`;
}

const infoWith = (request: APIRequestContext, token: string) =>
  request.get(`${API_URL}/api/v1/customer/info`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });

async function idOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = await infoWith(request, token);
  expect(answer.status()).toBe(200);
  const { id } = (await answer.json()) as { id: number };
  expect(id).toEqual(expect.any(Number));
  return id;
}

/** An account that claimed the e-mail (and a phone) at sign-up, proving neither, signed in at the API. */
async function claimer(request: APIRequestContext, email: string, phone: string) {
  const answer = await request.post(`${API_URL}/api/v1/auth/sign-up`, {
    headers: HEADERS,
    data: { name: "Clara Claimer", email, phone, password },
  });
  expect(answer.status()).toBe(200);
  const { token } = (await answer.json()) as { token: string | null };
  expect(token).toBeTruthy();
  return { token: token ?? "", id: await idOf(request, token ?? "") };
}

/** An account that proved the e-mail with a Google login and was completed (name and phone). */
async function provedOwner(request: APIRequestContext, email: string, phone: string) {
  const login = await request.post(`${API_URL}/api/v1/auth/login`, {
    headers: HEADERS,
    data: { login_type: "social", token: "demo", medium: "google", unique_id: email, email },
  });
  expect(login.status()).toBe(200);
  const first = (await login.json()) as { update_info_token?: string };
  const info = await request.post(`${API_URL}/api/v1/auth/update-info`, {
    headers: HEADERS,
    data: {
      name: "Ada Owner",
      login_type: "social",
      phone,
      email,
      update_info_token: first.update_info_token,
    },
  });
  expect(info.status()).toBe(200);
  const { token } = (await info.json()) as { token: string | null };
  expect(token).toBeTruthy();
  return { token: token ?? "", id: await idOf(request, token ?? "") };
}

/** The sign-in modal's provider button, the demo provider answering the e-mail; the question opens. */
async function askedAfterSocial(page: Page, provider: "Google" | "Facebook", email: string) {
  await page.goto("/?auth=sign-in");
  await page.getByRole("button", { name: `Continue with ${provider}` }).click();
  const demo = page.getByRole("dialog", { name: `Demo ${provider} sign-in` });
  await demo.getByRole("textbox", { name: "E-mail given by the provider" }).fill(email);
  await demo.getByRole("button", { name: "Continue as this account" }).click();
  const question = page.getByRole("dialog", { name: "Is It You?" });
  await expect(question).toBeVisible();
  return question;
}

const signedInProfile = async (page: Page) =>
  (await (await page.request.get("/api/v1/customer/info")).json()) as {
    id: number;
    email: string | null;
    phone: string | null;
    f_name: string;
  };

test("Yes on an account that only claimed the e-mail: taken over, the claimer's session and password end", async ({
  page,
  request,
  loginSettings,
}) => {
  test.slow();
  await loginSettings(SOCIAL_ON);
  const id = stamp();
  const email = `claimed${id}@example.test`;
  const claim = await claimer(request, email, `+1557${id}`);

  const question = await askedAfterSocial(page, "Google", email);
  await expect(question.getByText("Clara Claimer")).toBeVisible();
  await expect(question.getByText("CC", { exact: true })).toBeVisible();
  await question.getByRole("button", { name: "Yes" }).click();

  // The claimer's typed name and phone went with the take-over: user_info asks for them.
  const info = page.getByRole("dialog", { name: "Just one step away!" });
  await info.getByRole("textbox", { name: "Name" }).fill("Vera Owner");
  await info.getByRole("textbox", { name: "Phone" }).fill(`+1556${id}`);
  await info.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();

  expect(await signedInProfile(page)).toMatchObject({
    id: claim.id,
    email,
    phone: `+1556${id}`,
    f_name: "Vera",
  });
  expect((await infoWith(request, claim.token)).status()).toBe(401);
  const passwordSignIn = await request.post(`${API_URL}/api/v1/auth/login`, {
    headers: HEADERS,
    data: { login_type: "manual", email_or_phone: email, password, field_type: "email" },
  });
  expect(passwordSignIn.status()).toBe(401);
});

test("Yes on an account that proved the e-mail: the provider is linked and the account signed in as it is", async ({
  page,
  request,
  loginSettings,
}) => {
  test.slow();
  await loginSettings(SOCIAL_ON);
  const id = stamp();
  const email = `proved${id}@example.test`;
  const owner = await provedOwner(request, email, `+1555${id}`);

  const question = await askedAfterSocial(page, "Facebook", email);
  await expect(question.getByText("Ada Owner")).toBeVisible();
  await question.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();

  expect(await signedInProfile(page)).toMatchObject({
    id: owner.id,
    email,
    phone: `+1555${id}`,
    f_name: "Ada",
  });
  // Linking ends nothing of the owner's.
  expect((await infoWith(request, owner.token)).status()).toBe(200);
});

test("No on an account that proved the e-mail: it is left alone; a fresh account without that e-mail", async ({
  page,
  request,
  loginSettings,
}) => {
  test.slow();
  await loginSettings(SOCIAL_ON);
  const id = stamp();
  const email = `shared${id}@example.test`;
  const owner = await provedOwner(request, email, `+1554${id}`);

  const question = await askedAfterSocial(page, "Facebook", email);
  await question.getByRole("button", { name: "No" }).click();
  const info = page.getByRole("dialog", { name: "Just one step away!" });
  await info.getByRole("textbox", { name: "Name" }).fill("Sam Shared");
  await info.getByRole("textbox", { name: "Phone" }).fill(`+1553${id}`);
  await info.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();

  const fresh = await signedInProfile(page);
  expect(fresh.id).not.toBe(owner.id);
  expect(fresh).toMatchObject({ phone: `+1553${id}`, f_name: "Sam" });
  expect(fresh.email ?? null).toBeNull();
  const kept = (await (await infoWith(request, owner.token)).json()) as {
    email: string;
    f_name: string;
  };
  expect(kept).toMatchObject({ email, f_name: "Ada" });
});
