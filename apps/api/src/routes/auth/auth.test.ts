import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  guestResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileSchema,
} from "@marketplace/api-client";

import { call, errorCode, newGuest, signIn } from "../../orders/testing";
import { setLoginSettings } from "../../test/login-settings";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
  // The seed switches OTP and social login off (the config refuses them then): on for these tests.
  await setLoginSettings(setup.database.db, {
    otp_login_status: 1,
    social_login_status: 1,
    google_login_status: 1,
  });
});
afterAll(async () => {
  await setup.dispose();
});

describe("auth/guest/request", () => {
  it("answers random, non-sequential guest ids", async () => {
    const first = await call(setup.app, "POST", "auth/guest/request", { body: {} });
    expect(first.status).toBe(200);
    const a = guestResponseSchema.parse(first.body).guest_id;
    const b = await newGuest(setup.app);
    expect(a).toBeGreaterThanOrEqual(2 ** 40);
    expect(Math.abs(a - b)).toBeGreaterThan(1000);
  });
});

describe("auth/sign-up and manual login", () => {
  it("creates an account that can sign in with the production envelope", async () => {
    const signUp = await call(setup.app, "POST", "auth/sign-up", {
      body: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "+15551234567",
        password: "secret12",
      },
    });
    expect(signUp.status).toBe(200);
    const envelope = loginResponseSchema.parse(signUp.body);
    expect(envelope).toMatchObject({ is_personal_info: true, login_type: "manual" });
    expect(envelope.token).toMatch(/^[\w-]{40,}$/);

    const login = await call(setup.app, "POST", "auth/login", {
      body: {
        login_type: "manual",
        email_or_phone: "+15551234567",
        password: "secret12",
        field_type: "phone",
      },
    });
    expect(loginResponseSchema.parse(login.body).token).toBeTruthy();
  });

  it("signs nobody in on a taken phone and refuses a wrong password", async () => {
    // Both verifications off (the seed): a taken phone is the contract's 403; nothing changes (ADR 0016).
    const again = await call(setup.app, "POST", "auth/sign-up", {
      body: {
        name: "Ada",
        email: "other@example.com",
        phone: "+15551234567",
        password: "secret12",
      },
    });
    expect(again.status).toBe(403);
    expect(errorCode(again.body)).toBe("phone");
    expect(
      (
        await call(setup.app, "POST", "auth/login", {
          body: {
            login_type: "manual",
            email_or_phone: "other@example.com",
            password: "secret12",
            field_type: "email",
          },
        })
      ).status,
    ).toBe(401);
    const wrong = await call(setup.app, "POST", "auth/login", {
      body: {
        login_type: "manual",
        email_or_phone: "ada@example.com",
        password: "wrong-pass",
        field_type: "email",
      },
    });
    expect(wrong.status).toBe(401);
    expect(errorCode(wrong.body)).toBe("auth-001");
  });

  it("answers validation errors with 403", async () => {
    const result = await call(setup.app, "POST", "auth/login", { body: { login_type: "manual" } });
    expect(result.status).toBe(403);
  });
});

describe("customer/info", () => {
  it("answers the signed-in profile", async () => {
    const token = await signIn(setup.app);
    const result = await call(setup.app, "GET", "customer/info", { token });
    expect(result.status).toBe(200);
    expect(profileSchema.parse(result.body)).toMatchObject({
      email: "demo@marketplace.test",
      f_name: "Demo",
    });
  });

  it("counts `Bearer null` and a guessed token as signed out", async () => {
    expect((await call(setup.app, "GET", "customer/info", { token: null })).status).toBe(401);
    const guessed = await call(setup.app, "GET", "customer/info", { token: "a".repeat(43) });
    expect(guessed.status).toBe(401);
    expect(errorCode(guessed.body)).toBe("auth-001");
  });
});

describe("OTP login", () => {
  it("sends the demo code, waits 60 s before resending, and signs in a new phone", async () => {
    const phone = "+15557654321";
    const first = await call(setup.app, "POST", "auth/login", {
      body: { login_type: "otp", phone },
    });
    expect(loginResponseSchema.parse(first.body)).toMatchObject({
      token: null,
      is_phone_verified: false,
    });
    const resend = await call(setup.app, "POST", "auth/login", {
      body: { login_type: "otp", phone },
    });
    expect(resend.status).toBe(405);
    const verified = await call(setup.app, "POST", "auth/login", {
      body: { login_type: "otp", phone, otp: "123456", verified: "yes" },
    });
    const envelope = loginResponseSchema.parse(verified.body);
    expect(envelope).toMatchObject({ token: null, is_personal_info: false });
    const info = await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "New Person",
        login_type: "otp",
        phone,
        email: "new.person@example.com",
        update_info_token: envelope.update_info_token ?? undefined,
      },
    });
    expect(loginResponseSchema.parse(info.body).token).toBeTruthy();
  });

  it("limits wrong attempts: the fifth wrong code blocks, even the right code", async () => {
    const phone = "+15550009999";
    await call(setup.app, "POST", "auth/login", { body: { login_type: "otp", phone } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call(setup.app, "POST", "auth/login", {
        body: { login_type: "otp", phone, otp: "000000", verified: "yes" },
      });
      statuses.push(wrong.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 405]);
    const right = await call(setup.app, "POST", "auth/login", {
      body: { login_type: "otp", phone, otp: "123456", verified: "yes" },
    });
    expect(right.status).toBe(405);
  });
});

describe("password reset", () => {
  it("resets with the demo code and ends old sessions", async () => {
    const email = "second@marketplace.test";
    const oldToken = await signIn(setup.app, email);
    const forgot = await call(setup.app, "POST", "auth/forgot-password", {
      body: { verification_method: "email", email },
    });
    expect(messageResponseSchema.parse(forgot.body).message).toBeTruthy();
    const check = await call(setup.app, "POST", "auth/verify-token", {
      body: { verification_method: "email", email, reset_token: "123456" },
    });
    expect(check.status).toBe(200);
    const reset = await call(setup.app, "PUT", "auth/reset-password", {
      body: {
        verification_method: "email",
        email,
        reset_token: "123456",
        password: "Newpass99",
        confirm_password: "Newpass99",
      },
    });
    expect(reset.status).toBe(200);
    expect((await call(setup.app, "GET", "customer/info", { token: oldToken })).status).toBe(401);
    await signIn(setup.app, email, "Newpass99");
  });
});

describe("social login (demo provider)", () => {
  it("creates the account and asks for a phone through update-info", async () => {
    const result = await call(setup.app, "POST", "auth/login", {
      body: {
        login_type: "social",
        token: "demo",
        unique_id: "g-123",
        email: "social@example.com",
        medium: "google",
      },
    });
    const envelope = loginResponseSchema.parse(result.body);
    expect(envelope).toMatchObject({ token: null, is_personal_info: false });
    const info = await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "Soc Ial",
        login_type: "social",
        phone: "+15553334444",
        email: "social@example.com",
        update_info_token: envelope.update_info_token ?? undefined,
      },
    });
    expect(loginResponseSchema.parse(info.body).token).toBeTruthy();
    const bad = await call(setup.app, "POST", "auth/login", {
      body: {
        login_type: "social",
        token: "forged",
        unique_id: "g-123",
        email: "social@example.com",
        medium: "google",
      },
    });
    expect(bad.status).toBe(401);
  });
});
