import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loginResponseSchema, profileSchema } from "@marketplace/api-client";

import { call, errorCode } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { setLoginSettings } from "../../test/login-settings";
import { createTestApp } from "../../test/test-db";

/** ADR 0024: "Is It You?" — an OTP login on a phone held only by an unverified account. */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let now = testNow;
beforeAll(async () => {
  setup = await createTestApp({ now: () => now });
  await setLoginSettings(setup.database.db, { otp_login_status: 1 });
});
afterAll(async () => {
  await setup.dispose();
});

const password = "Claimer-pass-1";
const login = (body: Record<string, unknown>) =>
  call(setup.app, "POST", "auth/login", { body: { login_type: "otp", ...body } });
const info = (token: string) => call(setup.app, "GET", "customer/info", { token });

/** An account that claimed the phone at sign-up (never proved it) and is signed in. */
async function claimer(phone: string, email: string) {
  const signUp = await call(setup.app, "POST", "auth/sign-up", {
    body: { name: "Mal Lory", email, phone, password },
  });
  const token = loginResponseSchema.parse(signUp.body).token ?? "";
  expect(token).not.toBe("");
  const id = profileSchema.parse((await info(token)).body).id;
  return { token, id };
}

/** OTP login steps 1 and 2 with the demo code: the "Is It You?" question. */
async function asked(phone: string) {
  await login({ phone });
  const result = await login({ phone, otp: "123456", verified: "yes" });
  expect(result.status).toBe(200);
  return loginResponseSchema.parse(result.body);
}

const passwordSignIn = (phone: string) =>
  call(setup.app, "POST", "auth/login", {
    body: { login_type: "manual", email_or_phone: phone, password, field_type: "phone" },
  });

describe("the question", () => {
  it("answers is_exist_user with the account's name, no token and a ticket", async () => {
    now = testNow;
    const phone = "+15558100001";
    const { id } = await claimer(phone, "q1@example.com");
    const envelope = await asked(phone);
    expect(envelope).toMatchObject({
      token: null,
      is_personal_info: true,
      is_exist_user: { id, name: "Mal Lory" },
    });
    expect(envelope.exist_user_token).toEqual(expect.any(String));
  });

  it("is not asked when the phone's account is verified: it signs in directly", async () => {
    now = testNow;
    const phone = "+15558100002";
    await login({ phone });
    const first = loginResponseSchema.parse((await login({ phone, otp: "123456" })).body);
    expect(first).toMatchObject({ is_personal_info: false, is_exist_user: null });
    await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "Ada Lovelace",
        login_type: "otp",
        phone,
        email: "ada.verified@example.com",
        update_info_token: first.update_info_token,
      },
    });
    now = new Date(testNow.getTime() + 61_000);
    await login({ phone });
    const again = loginResponseSchema.parse((await login({ phone, otp: "123456" })).body);
    expect(again.is_exist_user).toBeNull();
    expect(again.token).toBeTruthy();
    now = testNow;
  });
});

describe("Yes takes the account over safely", () => {
  it("signs the prover in to the account: phone verified, password, e-mail and sessions gone", async () => {
    now = testNow;
    const phone = "+15558100010";
    const attacker = await claimer(phone, "mal.yes@example.com");
    const question = await asked(phone);
    const yes = await login({
      phone,
      verified: "yes",
      exist_user_token: question.exist_user_token,
    });
    expect(yes.status).toBe(200);
    const envelope = loginResponseSchema.parse(yes.body);
    expect(envelope.token).toBeTruthy();
    const profile = profileSchema.parse((await info(envelope.token ?? "")).body);
    expect(profile).toMatchObject({ id: attacker.id, phone, email: null });
    // The claimer's session is ended, its password no longer signs in.
    expect((await info(attacker.token)).status).toBe(401);
    expect((await passwordSignIn(phone)).status).toBe(401);
    // The answer cannot be replayed.
    const replay = await login({
      phone,
      verified: "yes",
      exist_user_token: question.exist_user_token,
    });
    expect(replay.status).toBe(403);
    expect(errorCode(replay.body)).toBe("exist_user_token");
  });

  it("needs the proof: no ticket, a forged one, another phone's or a stale one is refused", async () => {
    now = testNow;
    const phone = "+15558100011";
    const attacker = await claimer(phone, "mal.proof@example.com");
    // Without a code or ticket "yes" only (re)sends a code: no token.
    const bare = loginResponseSchema.parse((await login({ phone, verified: "yes" })).body);
    expect(bare.token).toBeNull();
    const wrongCode = await login({ phone, otp: "654321", verified: "yes" });
    expect(wrongCode.status).toBe(404);
    const forged = await login({
      phone,
      verified: "yes",
      exist_user_token: `${String(attacker.id)}.${"a".repeat(43)}`,
    });
    expect(forged.status).toBe(403);

    const otherPhone = "+15558100012";
    await claimer(otherPhone, "mal.other@example.com");
    now = new Date(testNow.getTime() + 61_000);
    const otherQuestion = await asked(otherPhone);
    const crossed = await login({
      phone,
      verified: "yes",
      exist_user_token: otherQuestion.exist_user_token,
    });
    expect(crossed.status).toBe(403);

    const question = await asked(phone);
    now = new Date(testNow.getTime() + 61_000 + 6 * 60_000);
    const stale = await login({
      phone,
      verified: "yes",
      exist_user_token: question.exist_user_token,
    });
    expect(stale.status).toBe(403);
    // Nothing was taken over: the claimer is still signed in with its password.
    expect((await info(attacker.token)).status).toBe(200);
    expect((await passwordSignIn(phone)).status).toBe(200);
    now = testNow;
  });
});

describe("No starts a fresh account", () => {
  it("gives the phone to a new account; the old one loses it; the ticket is used once", async () => {
    now = testNow;
    const phone = "+15558100020";
    const attacker = await claimer(phone, "mal.no@example.com");
    const question = await asked(phone);
    const no = await login({ phone, verified: "no", exist_user_token: question.exist_user_token });
    const fresh = loginResponseSchema.parse(no.body);
    expect(fresh).toMatchObject({ token: null, is_personal_info: false, is_exist_user: null });
    const done = await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "Vic Tim",
        login_type: "otp",
        phone,
        email: "vic.no@example.com",
        update_info_token: fresh.update_info_token,
      },
    });
    const token = loginResponseSchema.parse(done.body).token ?? "";
    const profile = profileSchema.parse((await info(token)).body);
    expect(profile.id).not.toBe(attacker.id);
    expect(profile.phone).toBe(phone);
    const old = profileSchema.parse((await info(attacker.token)).body);
    expect(old.phone ?? null).toBeNull();
    expect((await passwordSignIn(phone)).status).toBe(401);
    const replay = await login({
      phone,
      verified: "yes",
      exist_user_token: question.exist_user_token,
    });
    expect(replay.status).toBe(403);
  });

  it('"no" with the code itself skips the question', async () => {
    now = testNow;
    const phone = "+15558100021";
    await claimer(phone, "mal.direct@example.com");
    await login({ phone });
    const direct = loginResponseSchema.parse(
      (await login({ phone, otp: "123456", verified: "no" })).body,
    );
    expect(direct).toMatchObject({ is_personal_info: false, is_exist_user: null });
  });
});
