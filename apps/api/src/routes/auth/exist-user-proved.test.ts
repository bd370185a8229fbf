import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loginResponseSchema, profileSchema } from "@marketplace/api-client";

import { phoneHolderCase } from "../../accounts/exist-user";
import { users } from "../../db/schema";
import { call } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { setLoginSettings } from "../../test/login-settings";
import { createTestApp } from "../../test/test-db";

/**
 * ADR 0024 addendum 2: an OTP login never enters an account that proved something; an account that
 * proved something (or is blocked) but only claimed the phone loses the claim, and the prover starts fresh.
 */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let now = testNow;
beforeAll(async () => {
  setup = await createTestApp({ now: () => now });
  await setLoginSettings(setup.database.db, { otp_login_status: 1 });
});
afterAll(async () => {
  await setup.dispose();
});

const password = "Holder-pass-1";
const login = (body: Record<string, unknown>) =>
  call(setup.app, "POST", "auth/login", { body: { login_type: "otp", ...body } });
const info = (token: string) => call(setup.app, "GET", "customer/info", { token });
const envelopeOf = (result: { body: unknown }) => loginResponseSchema.parse(result.body);
const setUser = (id: number, change: Partial<typeof users.$inferInsert>) =>
  setup.database.db.update(users).set(change).where(eq(users.id, id));
const rowOf = async (id: number) =>
  (await setup.database.db.select().from(users).where(eq(users.id, id)))[0];
const emailSignIn = (email: string) =>
  call(setup.app, "POST", "auth/login", {
    body: { login_type: "manual", email_or_phone: email, password, field_type: "email" },
  });

/** An account that signed up with an e-mail and a phone (proving neither yet), signed in. */
async function holder(phone: string, email: string) {
  const signUp = await call(setup.app, "POST", "auth/sign-up", {
    body: { name: "Hal Holder", email, phone, password },
  });
  const token = envelopeOf(signUp).token ?? "";
  expect(token).not.toBe("");
  const id = profileSchema.parse((await info(token)).body).id;
  return { token, id };
}

/** OTP login steps 1 and 2 with the demo code. */
async function proveByOtp(phone: string, extra: Record<string, unknown> = {}) {
  await login({ phone });
  const result = await login({ phone, otp: "123456", ...extra });
  expect(result.status).toBe(200);
  return envelopeOf(result);
}

/** The prover's fresh account: user_info, then signed in on the phone. */
async function completeFresh(phone: string, ticket: string | null | undefined, email: string) {
  const done = await call(setup.app, "POST", "auth/update-info", {
    body: { name: "Pat Prover", login_type: "otp", phone, email, update_info_token: ticket },
  });
  expect(done.status).toBe(200);
  const token = envelopeOf(done).token ?? "";
  return profileSchema.parse((await info(token)).body);
}

const freshAnswer = {
  token: null,
  is_personal_info: false,
  is_exist_user: null,
  login_type: "otp",
  email: null,
};

describe("which phone holder the OTP login meets (pure rule)", () => {
  const base = {
    status: 1,
    phone: "+1",
    isPhoneVerified: false,
    email: null,
    isEmailVerified: false,
    socialId: null,
  };
  it.each([
    [{ ...base, isPhoneVerified: true }, "owner"],
    [{ ...base, isPhoneVerified: true, status: 0 }, "blocked"],
    [base, "take-over"],
    [{ ...base, email: "a@example.com" }, "take-over"],
    [{ ...base, email: "a@example.com", isEmailVerified: true }, "release"],
    [{ ...base, socialId: "google:1" }, "release"],
    [{ ...base, status: 0 }, "release"],
    [{ ...base, status: 0, email: "a@example.com", isEmailVerified: true }, "release"],
  ] as const)("%o → %s", (row, expected) => {
    expect(phoneHolderCase(row)).toBe(expected);
  });
});

describe("an account with a verified e-mail that only claimed the phone", () => {
  it("is never asked about nor entered: it loses the phone, the prover starts fresh", async () => {
    now = testNow;
    const phone = "+15558300001";
    const email = "hal.verified@example.com";
    const owner = await holder(phone, email);
    await setUser(owner.id, { isEmailVerified: true });
    const answer = await proveByOtp(phone, { verified: "yes" });
    expect(answer).toMatchObject(freshAnswer);
    expect(answer.exist_user_token ?? null).toBeNull();
    const fresh = await completeFresh(phone, answer.update_info_token, "pat.one@example.com");
    expect(fresh.id).not.toBe(owner.id);
    expect(fresh.phone).toBe(phone);
    // The e-mail's owner keeps the account, its session, its e-mail and its password.
    const kept = profileSchema.parse((await info(owner.token)).body);
    expect(kept).toMatchObject({ id: owner.id, email });
    expect(kept.phone ?? null).toBeNull();
    expect(envelopeOf(await emailSignIn(email)).token).toBeTruthy();
  });

  it("a Yes whose account proved its e-mail after the question is not entered either", async () => {
    now = testNow;
    const phone = "+15558300002";
    const email = "hal.race@example.com";
    const owner = await holder(phone, email);
    const question = await proveByOtp(phone);
    expect(question.is_exist_user).toMatchObject({ id: owner.id });
    await setUser(owner.id, { isEmailVerified: true });
    const yes = await login({
      phone,
      verified: "yes",
      exist_user_token: question.exist_user_token,
    });
    expect(yes.status).toBe(200);
    expect(envelopeOf(yes)).toMatchObject(freshAnswer);
    expect((await info(owner.token)).status).toBe(200);
    expect(envelopeOf(await emailSignIn(email)).token).toBeTruthy();
    expect((await rowOf(owner.id))?.phone ?? null).toBeNull();
  });
});

describe("an account linked to a social provider that only claimed the phone", () => {
  it("keeps its link and e-mail; the prover starts fresh", async () => {
    now = testNow;
    const phone = "+15558300003";
    const email = "hal.linked@example.com";
    const owner = await holder(phone, email);
    await setUser(owner.id, { socialId: "google:hal-linked" });
    const answer = await proveByOtp(phone);
    expect(answer).toMatchObject(freshAnswer);
    const row = await rowOf(owner.id);
    expect(row).toMatchObject({ socialId: "google:hal-linked", email, phone: null });
    expect((await info(owner.token)).status).toBe(200);
  });
});

describe("a blocked account that only claimed the phone", () => {
  it("no longer shuts the phone's owner out, and reveals nothing about itself", async () => {
    now = testNow;
    const phone = "+15558300004";
    const blocked = await holder(phone, "hal.blocked@example.com");
    await setUser(blocked.id, { status: 0 });
    const answer = await proveByOtp(phone);
    // The same answer as for a phone no account holds.
    const unknown = await proveByOtp("+15558300005");
    expect(answer).toMatchObject(freshAnswer);
    expect(Object.keys(answer).sort()).toEqual(Object.keys(unknown).sort());
    expect({ ...answer, update_info_token: "" }).toEqual({ ...unknown, update_info_token: "" });
    const fresh = await completeFresh(phone, answer.update_info_token, "pat.blocked@example.com");
    expect(fresh.id).not.toBe(blocked.id);
    expect(await rowOf(blocked.id)).toMatchObject({ status: 0, phone: null });
  });

  it("a blocked account that proved the phone is still refused", async () => {
    now = testNow;
    const phone = "+15558300006";
    const first = await proveByOtp(phone);
    const done = await completeFresh(phone, first.update_info_token, "own.blocked@example.com");
    await setUser(done.id, { status: 0 });
    now = new Date(testNow.getTime() + 61_000);
    await login({ phone });
    const refused = await login({ phone, otp: "123456" });
    expect(refused.status).toBe(403);
    now = testNow;
  });
});
