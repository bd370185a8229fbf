import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loginResponseSchema, profileSchema } from "@marketplace/api-client";

import { call, errorCode } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { setLoginSettings } from "../../test/login-settings";
import { createTestApp } from "../../test/test-db";

/** Issue 20, findings 2 (update-info needs the login's ticket) and 6 (pre-account takeover). */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let now = testNow;
beforeAll(async () => {
  setup = await createTestApp({ now: () => now });
  await setLoginSettings(setup.database.db, {
    otp_login_status: 1,
    social_login_status: 1,
    google_login_status: 1,
  });
});
afterAll(async () => {
  await setup.dispose();
});

async function otpLogin(phone: string) {
  await call(setup.app, "POST", "auth/login", { body: { login_type: "otp", phone } });
  const result = await call(setup.app, "POST", "auth/login", {
    body: { login_type: "otp", phone, otp: "123456", verified: "yes" },
  });
  expect(result.status).toBe(200);
  return loginResponseSchema.parse(result.body);
}

const socialBody = (uniqueId: string, email: string) => ({
  login_type: "social",
  token: "demo",
  unique_id: uniqueId,
  email,
  medium: "google",
});

const ticketOf = (envelope: Record<string, unknown>) => envelope.update_info_token;

describe("auth/update-info needs the ticket of the login that asked for it (finding 2)", () => {
  it("is refused without the ticket, even with the right phone", async () => {
    now = testNow;
    const phone = "+15557000001";
    const envelope = await otpLogin(phone);
    expect(envelope).toMatchObject({ token: null, is_personal_info: false });
    expect(ticketOf(envelope)).toEqual(expect.any(String));
    const hijack = await call(setup.app, "POST", "auth/update-info", {
      body: { name: "Mallory", login_type: "otp", phone, email: "mallory@example.com" },
    });
    expect(hijack.status).toBe(403);
    expect(errorCode(hijack.body)).toBe("update_info_token");
  });

  it("accepts the ticket once, for its own account only, within its lifetime", async () => {
    now = testNow;
    const first = await otpLogin("+15557000002");
    const second = await otpLogin("+15557000003");
    const crossed = await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "Mallory",
        login_type: "otp",
        phone: "+15557000002",
        email: "m1@example.com",
        update_info_token: ticketOf(second),
      },
    });
    expect(crossed.status).toBe(403);
    const body = {
      name: "Grace Hopper",
      login_type: "otp",
      phone: "+15557000002",
      email: "grace@example.com",
      update_info_token: ticketOf(first),
    };
    const ok = await call(setup.app, "POST", "auth/update-info", { body });
    expect(ok.status).toBe(200);
    expect(loginResponseSchema.parse(ok.body).token).toBeTruthy();
    const replay = await call(setup.app, "POST", "auth/update-info", { body });
    expect(replay.status).toBe(403);

    const third = await otpLogin("+15557000004");
    now = new Date(testNow.getTime() + 11 * 60_000);
    const stale = await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "Late Comer",
        login_type: "otp",
        phone: "+15557000004",
        email: "late@example.com",
        update_info_token: ticketOf(third),
      },
    });
    expect(stale.status).toBe(403);
    now = testNow;
  });

  it("carries the social login's ticket too", async () => {
    now = testNow;
    const result = await call(setup.app, "POST", "auth/login", {
      body: socialBody("g-ticket", "ticket.social@example.com"),
    });
    const envelope = loginResponseSchema.parse(result.body);
    const without = await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "Soc Ial",
        login_type: "social",
        phone: "+15557000005",
        email: "ticket.social@example.com",
      },
    });
    expect(without.status).toBe(403);
    const withTicket = await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "Soc Ial",
        login_type: "social",
        phone: "+15557000005",
        email: "ticket.social@example.com",
        update_info_token: ticketOf(envelope),
      },
    });
    expect(loginResponseSchema.parse(withTicket.body).token).toBeTruthy();
  });
});

describe("an unverified channel is not owned (finding 6)", () => {
  it("an OTP login for a phone held only by an unverified account starts a fresh account on No", async () => {
    now = testNow;
    const phone = "+15557000010";
    const attacker = await call(setup.app, "POST", "auth/sign-up", {
      body: { name: "Mal Lory", email: "mal@example.com", phone, password: "Attacker-pass-1" },
    });
    const attackerToken = loginResponseSchema.parse(attacker.body).token;
    expect(attackerToken).toBeTruthy();
    const attackerInfo = await call(setup.app, "GET", "customer/info", {
      token: attackerToken ?? "",
    });
    const attackerId = profileSchema.parse(attackerInfo.body).id;

    const asked = await otpLogin(phone);
    // Never the attacker's account as it is: the victim is asked "Is It You?" (ADR 0024) and says no.
    expect(asked).toMatchObject({ token: null, is_exist_user: { id: attackerId } });
    const answered = await call(setup.app, "POST", "auth/login", {
      body: { login_type: "otp", phone, verified: "no", exist_user_token: asked.exist_user_token },
    });
    const victim = loginResponseSchema.parse(answered.body);
    // A fresh one that still needs the victim's name.
    expect(victim).toMatchObject({ token: null, is_personal_info: false });
    const done = await call(setup.app, "POST", "auth/update-info", {
      body: {
        name: "Vic Tim",
        login_type: "otp",
        phone,
        email: "victim@example.com",
        update_info_token: ticketOf(victim),
      },
    });
    const victimToken = loginResponseSchema.parse(done.body).token ?? "";
    const victimInfo = profileSchema.parse(
      (await call(setup.app, "GET", "customer/info", { token: victimToken })).body,
    );
    expect(victimInfo.id).not.toBe(attackerId);
    expect(victimInfo).toMatchObject({ phone, email: "victim@example.com" });
    // The attacker's password no longer opens anything on the victim's phone.
    const replay = await call(setup.app, "POST", "auth/login", {
      body: {
        login_type: "manual",
        email_or_phone: phone,
        password: "Attacker-pass-1",
        field_type: "phone",
      },
    });
    expect(replay.status).toBe(401);
  });

  it("a social login never lands in an account that only claimed the e-mail", async () => {
    now = testNow;
    const email = "victim.social@example.com";
    const attacker = await call(setup.app, "POST", "auth/sign-up", {
      body: { name: "Mal Lory", email, phone: "+15557000011", password: "Attacker-pass-1" },
    });
    expect(attacker.status).toBe(200);
    const result = await call(setup.app, "POST", "auth/login", {
      body: socialBody("g-victim", email),
    });
    // Never signed in to the attacker's account as it is: "Is It You?" first (ADR 0024 addendum).
    const question = loginResponseSchema.parse(result.body);
    expect(question).toMatchObject({ token: null, is_exist_user: { name: "Mal Lory" } });
    const no = await call(setup.app, "POST", "auth/login", {
      body: { ...socialBody("g-victim", email), verified: "no" },
    });
    // "No": a fresh account (no name yet), not the attacker's named one.
    expect(loginResponseSchema.parse(no.body)).toMatchObject({
      token: null,
      is_personal_info: false,
    });
    const replay = await call(setup.app, "POST", "auth/login", {
      body: {
        login_type: "manual",
        email_or_phone: email,
        password: "Attacker-pass-1",
        field_type: "email",
      },
    });
    expect(replay.status).toBe(401);
  });
});

describe("login methods switched off in the config are refused (finding 6)", () => {
  it("refuses OTP and social login (and the legacy social routes) when off", async () => {
    now = testNow;
    await setLoginSettings(setup.database.db, { otp_login_status: 0, social_login_status: 0 });
    try {
      const otp = await call(setup.app, "POST", "auth/login", {
        body: { login_type: "otp", phone: "+15557000020" },
      });
      expect(otp.status).toBe(403);
      expect(errorCode(otp.body)).toBe("login_type");
      const social = await call(setup.app, "POST", "auth/login", {
        body: socialBody("g-off", "off@example.com"),
      });
      expect(social.status).toBe(403);
      const legacy = await call(setup.app, "POST", "auth/social-login", {
        body: { token: "demo", unique_id: "g-off", email: "off@example.com", medium: "google" },
      });
      expect(legacy.status).toBe(403);
      const register = await call(setup.app, "POST", "auth/social-register", {
        body: {
          token: "demo",
          unique_id: "g-off",
          email: "off@example.com",
          medium: "google",
          phone: "+15557000021",
        },
      });
      expect(register.status).toBe(403);
      await setLoginSettings(setup.database.db, { social_login_status: 1, google_login_status: 0 });
      const provider = await call(setup.app, "POST", "auth/login", {
        body: socialBody("g-off", "off@example.com"),
      });
      expect(provider.status).toBe(403);
    } finally {
      await setLoginSettings(setup.database.db, {
        otp_login_status: 1,
        social_login_status: 1,
        google_login_status: 1,
      });
    }
  });
});
