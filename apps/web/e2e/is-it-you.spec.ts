import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./login-settings";

/**
 * "Is It You?" (ADR 0024) through the real API: an OTP sign-in on a phone that an account only claimed
 * at sign-up (never verified) asks the question; Yes takes that account over (the claimer's session and
 * password end), No starts a fresh account on the phone (user_info).
 */
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;
const password = "Claimer-pass-1";

let serial = 0;
/** An account that claimed a new +1 phone at sign-up and is signed in at the API. */
async function claimer(request: APIRequestContext) {
  serial += 1;
  const national = `558${String(Date.now()).slice(-6)}${String(serial % 10)}`;
  const phone = `+1${national}`;
  const answer = await request.post(`${API_URL}/api/v1/auth/sign-up`, {
    headers: { accept: "application/json", "x-localization": "en" },
    data: { name: "Clara Claimer", email: `clara${national}@example.test`, phone, password },
  });
  expect(answer.status()).toBe(200);
  const { token } = (await answer.json()) as { token: string | null };
  expect(token).toBeTruthy();
  return { national, phone, token: token ?? "" };
}

const infoWith = (request: APIRequestContext, token: string) =>
  request.get(`${API_URL}/api/v1/customer/info`, {
    headers: {
      accept: "application/json",
      "x-localization": "en",
      authorization: `Bearer ${token}`,
    },
  });

const passwordSignIn = (request: APIRequestContext, phone: string) =>
  request.post(`${API_URL}/api/v1/auth/login`, {
    headers: { accept: "application/json", "x-localization": "en" },
    data: { login_type: "manual", email_or_phone: phone, password, field_type: "phone" },
  });

/** The OTP view: the code for this national number (+1), typed and verified; the question opens. */
async function askedIsItYou(page: Page, national: string) {
  await page.goto("/?auth=sign-in");
  const modal = page.getByRole("dialog", { name: "Sign In" });
  await modal.getByRole("button", { name: "Or Sign in with OTP" }).click();
  await modal.getByRole("textbox", { name: "Phone" }).fill(national);
  await modal.getByRole("button", { name: "Get OTP" }).click();
  const otp = page.getByRole("dialog", { name: "OTP Verification" });
  await otp.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type("123456");
  await otp.getByRole("button", { name: "Verify" }).click();
  const question = page.getByRole("dialog", { name: "Is It You?" });
  await expect(question).toBeVisible();
  await expect(question.getByText("Clara Claimer")).toBeVisible();
  // No photo is sent before sign-in (ADR 0024): the avatar shows the name's initials.
  await expect(question.getByText("CC", { exact: true })).toBeVisible();
  return question;
}

test("Yes: the phone's prover is signed in to the account; the claimer's session and password end", async ({
  page,
  request,
  loginSettings,
}) => {
  test.slow();
  await loginSettings({ otp_login_status: 1, manual_login_status: 1 });
  const claim = await claimer(request);
  const claimed = await infoWith(request, claim.token);
  expect(claimed.status()).toBe(200);
  const before = (await claimed.json()) as { id: number };
  expect(before.id, JSON.stringify(before)).toEqual(expect.any(Number));

  const question = await askedIsItYou(page, claim.national);
  await question.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();

  const profile = (await (await page.request.get("/api/v1/customer/info")).json()) as {
    id: number;
    phone: string;
    email: string | null;
    is_phone_verified: number;
  };
  expect(profile).toMatchObject({
    id: before.id,
    phone: claim.phone,
    email: null,
    is_phone_verified: 1,
  });
  expect((await infoWith(request, claim.token)).status()).toBe(401);
  expect((await passwordSignIn(request, claim.phone)).status()).toBe(401);
});

test("No: a fresh account on the phone (user_info), the claimer keeps its account without the phone", async ({
  page,
  request,
  loginSettings,
}) => {
  test.slow();
  await loginSettings({ otp_login_status: 1, manual_login_status: 1 });
  const claim = await claimer(request);
  const claimed = await infoWith(request, claim.token);
  expect(claimed.status()).toBe(200);
  const before = (await claimed.json()) as { id: number };
  expect(before.id, JSON.stringify(before)).toEqual(expect.any(Number));

  const question = await askedIsItYou(page, claim.national);
  await question.getByRole("button", { name: "No" }).click();
  const info = page.getByRole("dialog", { name: "Just one step away!" });
  await info.getByRole("textbox", { name: "Name" }).fill("Nora New");
  await info.getByRole("textbox", { name: "Email" }).fill(`nora${claim.national}@example.test`);
  await info.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();

  const profile = (await (await page.request.get("/api/v1/customer/info")).json()) as {
    id: number;
    phone: string;
    f_name: string;
  };
  expect(profile.id).not.toBe(before.id);
  expect(profile).toMatchObject({ phone: claim.phone, f_name: "Nora" });
  const old = (await (await infoWith(request, claim.token)).json()) as { phone: string | null };
  expect(old.phone ?? null).toBeNull();
});
