import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loginResponseSchema, profileSchema } from "@marketplace/api-client";

import { call } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { setLoginSettings } from "../../test/login-settings";
import { createTestApp } from "../../test/test-db";

/**
 * Spec A §4 "Login routing": a channel left unverified is verified by OTP before signing in — also
 * after a social login whose linked account's phone is unverified while phone verification is on.
 */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let now = testNow;
beforeAll(async () => {
  setup = await createTestApp({ now: () => now });
  await setLoginSettings(setup.database.db, {
    social_login_status: 1,
    google_login_status: 1,
    phone_verification_status: 1,
  });
});
afterAll(async () => {
  await setup.dispose();
});

const envelopeOf = (result: { body: unknown }) => loginResponseSchema.parse(result.body);
const social = (uniqueId: string, email: string) =>
  call(setup.app, "POST", "auth/login", {
    body: { login_type: "social", token: "demo", medium: "google", unique_id: uniqueId, email },
  });
const verifyPhone = (phone: string, otp: string) =>
  call(setup.app, "POST", "auth/verify-phone", {
    body: { phone, otp, verification_type: "phone", login_type: "manual" },
  });
const later = (minutes: number) => new Date(testNow.getTime() + minutes * 60_000);

/** A social account completed with a phone whose code was never entered. */
async function linkedWithUnverifiedPhone(uniqueId: string, email: string, phone: string) {
  now = testNow;
  const first = envelopeOf(await social(uniqueId, email));
  expect(first).toMatchObject({ token: null, is_personal_info: false });
  const done = await call(setup.app, "POST", "auth/update-info", {
    body: {
      name: "Sam Social",
      login_type: "social",
      phone,
      email,
      update_info_token: first.update_info_token,
    },
  });
  expect(envelopeOf(done)).toMatchObject({ token: null, is_phone_verified: false });
}

describe("a social login of a linked account whose phone is unverified", () => {
  it("sends a code to that phone and answers no token until it is verified", async () => {
    const phone = "+15558400001";
    await linkedWithUnverifiedPhone("g-unverified-1", "sam.one@example.com", phone);
    // The first code has expired: the next social login must send a fresh one.
    now = later(10);
    const again = envelopeOf(await social("g-unverified-1", "sam.one@example.com"));
    expect(again).toMatchObject({
      token: null,
      is_personal_info: true,
      is_phone_verified: false,
      is_exist_user: null,
      login_type: "social",
      phone,
    });
    const verified = await verifyPhone(phone, "123456");
    expect(verified.status).toBe(200);
    const token = envelopeOf(verified).token ?? "";
    const profile = profileSchema.parse(
      (await call(setup.app, "GET", "customer/info", { token })).body,
    );
    expect(profile.phone).toBe(phone);
    // Verified now: the next social login signs in directly.
    now = later(12);
    expect(envelopeOf(await social("g-unverified-1", "sam.one@example.com")).token).toBeTruthy();
    now = testNow;
  });

  it("the legacy auth/social-login gives no session before the phone is verified", async () => {
    const phone = "+15558400002";
    await linkedWithUnverifiedPhone("g-unverified-2", "sam.two@example.com", phone);
    now = later(10);
    const legacy = await call(setup.app, "POST", "auth/social-login", {
      body: {
        token: "demo",
        medium: "google",
        unique_id: "g-unverified-2",
        email: "sam.two@example.com",
      },
    });
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({ token: null, is_phone_verified: 0 });
    expect((await verifyPhone(phone, "123456")).status).toBe(200);
    now = testNow;
  });
});

describe("the legacy auth/social-register (phone_modal: a provider gave no e-mail)", () => {
  const register = (uniqueId: string, phone: string) =>
    call(setup.app, "POST", "auth/social-register", {
      body: { token: "demo", medium: "google", unique_id: uniqueId, phone },
    });

  it("gives no session before the typed phone is verified by the code sent to it", async () => {
    now = testNow;
    const phone = "+15558400003";
    const registered = await register("g-register-1", phone);
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ token: null, is_phone_verified: 0, phone });
    expect(envelopeOf(registered).token ?? null).toBeNull();
    // The answer opens no session: only the code does.
    expect((await verifyPhone(phone, "654321")).status).not.toBe(200);
    const verified = await verifyPhone(phone, "123456");
    expect(verified.status).toBe(200);
    // Proved; the account has no name yet: user_info (spec A §4), then the session — the phone it
    // just proved stays proved (no second code).
    const proved = envelopeOf(verified);
    expect(proved).toMatchObject({ token: null, is_personal_info: false, is_phone_verified: true });
    const done = await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "Reg Social",
        login_type: "social",
        phone,
        email: "reg.social@example.com",
        update_info_token: proved.update_info_token,
      },
    });
    expect(done.status).toBe(200);
    const token = envelopeOf(done).token ?? "";
    const profile = profileSchema.parse(
      (await call(setup.app, "GET", "customer/info", { token })).body,
    );
    expect(profile).toMatchObject({ phone, is_phone_verified: true });
    now = testNow;
  });

  it("refuses a provider account that is already registered (a 403 on the field, not a 500)", async () => {
    now = testNow;
    expect((await register("g-register-3", "+15558400005")).status).toBe(200);
    const again = await register("g-register-3", "+15558400006");
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({
      errors: [{ code: "unique_id", message: "The unique_id has already been taken." }],
    });
  });

  it("signs in at once while phone verification is off", async () => {
    now = testNow;
    await setLoginSettings(setup.database.db, { phone_verification_status: 0 });
    try {
      const registered = await register("g-register-2", "+15558400004");
      expect(registered.status).toBe(200);
      expect(registered.body).toMatchObject({ is_phone_verified: 1, phone: "+15558400004" });
      expect(envelopeOf(registered).token).toBeTruthy();
    } finally {
      await setLoginSettings(setup.database.db, { phone_verification_status: 1 });
    }
  });
});
