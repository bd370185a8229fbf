import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signUpTakenLimit } from "../../accounts/sign-up-limits";
import { call, errorCode, signIn } from "../../orders/testing";
import { setLoginSettings } from "../../test/login-settings";
import { createTestApp } from "../../test/test-db";

/** Issue 20, finding 14: no account enumeration; password and phone rules. */
let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

const signUp = (body: Record<string, unknown>) => call(setup.app, "POST", "auth/sign-up", { body });

describe("no answer tells which accounts exist", () => {
  it("forgot-password answers the same for a known and an unknown account", async () => {
    const known = await call(setup.app, "POST", "auth/forgot-password", {
      body: { verification_method: "email", email: "demo@marketplace.test" },
    });
    const unknown = await call(setup.app, "POST", "auth/forgot-password", {
      body: { verification_method: "email", email: "nobody.here@example.com" },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.status).toBe(200);
    // And the next step cannot tell either: a wrong code is a wrong code.
    const check = await call(setup.app, "POST", "auth/verify-token", {
      body: {
        verification_method: "email",
        email: "nobody.here@example.com",
        reset_token: "123456",
      },
    });
    expect(check.status).toBe(400);
    expect(errorCode(check.body)).toBe("reset_token");
  });

  it("sign-up answers a taken phone or e-mail like a free one (phone verification on)", async () => {
    await setLoginSettings(setup.database.db, { phone_verification_status: 1 });
    try {
      const free = await signUp({
        name: "Free Person",
        email: "free.person@example.com",
        phone: "+15558000001",
        password: "Sturdy-pass-81",
      });
      const takenPhone = await signUp({
        name: "Probe",
        email: "probe.one@example.com",
        phone: "+15550000001",
        password: "Sturdy-pass-81",
      });
      const takenEmail = await signUp({
        name: "Probe",
        email: "demo@marketplace.test",
        phone: "+15558000002",
        password: "Sturdy-pass-81",
      });
      expect(free.status).toBe(200);
      const shape = (body: unknown) => ({ ...(body as object), email: null });
      expect(takenPhone.status).toBe(free.status);
      expect(takenEmail.status).toBe(free.status);
      expect(shape(takenPhone.body)).toEqual(shape(free.body));
      expect(shape(takenEmail.body)).toEqual(shape(free.body));
      // Nothing changed for the real owner.
      await signIn(setup.app);
    } finally {
      await setLoginSettings(setup.database.db, { phone_verification_status: 0 });
    }
  });
});

describe("sign-up with phone and e-mail verification both off (the seed's settings)", () => {
  /** A sign-up from a client address (the node adapter's socket). */
  async function signUpFrom(address: string, body: Record<string, unknown>) {
    const response = await setup.app.request(
      "/api/v1/auth/sign-up",
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-localization": "en" },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: address, remoteFamily: "IPv4" } } },
    );
    return {
      status: response.status,
      body: await response.json(),
      retryAfter: response.headers.get("retry-after"),
    };
  }
  const probe = (index: number) => ({
    name: "Probe",
    email: `probe.${String(index)}@example.com`,
    phone: "+15550000001",
    password: "Sturdy-pass-81",
  });

  it("answers a taken phone or e-mail with the contract's 403 (a new account is signed in at once, so no answer could hide it)", async () => {
    const phone = await signUpFrom("198.51.100.1", probe(0));
    expect(phone.status).toBe(403);
    expect(phone.body).toEqual({
      errors: [{ code: "phone", message: "The phone has already been taken." }],
    });
    const email = await signUpFrom("198.51.100.1", {
      ...probe(1),
      email: "demo@marketplace.test",
      phone: "+15558000090",
    });
    expect(email.status).toBe(403);
    expect(errorCode(email.body)).toBe("email");
    // Nothing changed for the real owner.
    await signIn(setup.app);
  });

  it("keeps probing slow: past the limit of taken answers an address waits (429), whatever it signs up", async () => {
    const address = "198.51.100.2";
    for (let index = 0; index < signUpTakenLimit.limit; index += 1)
      expect((await signUpFrom(address, probe(index + 10))).status).toBe(403);
    const free = {
      name: "Free Later",
      email: "free.later@example.com",
      phone: "+15558000091",
      password: "Sturdy-pass-81",
    };
    // A free account is refused too, so a 429 tells nothing about the account.
    const blocked = await signUpFrom(address, free);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect((await signUpFrom(address, probe(99))).status).toBe(429);
    // Another address is not affected.
    expect((await signUpFrom("198.51.100.3", free)).status).toBe(200);
  });
});

describe("password rules", () => {
  const base = { name: "Pass Word", email: "pw@example.com", phone: "+15558000010" };

  it("refuses fewer than 8 characters, common passwords and more than 72 bytes", async () => {
    for (const password of ["Short7!", "password123", "Qwertyuiop", "x".repeat(73)]) {
      const result = await signUp({ ...base, password });
      expect(result.status, password).toBe(403);
      expect(errorCode(result.body)).toBe("password");
    }
  });

  it("never lets bcrypt cut a long password: the 72-byte prefix plus more does not sign in", async () => {
    const password = `${"Lo0ng-".repeat(12)}`;
    expect(password.length).toBe(72);
    const created = await signUp({ ...base, password });
    expect(created.status).toBe(200);
    const longer = await call(setup.app, "POST", "auth/login", {
      body: {
        login_type: "manual",
        email_or_phone: base.email,
        password: `${password}anything`,
        field_type: "email",
      },
    });
    expect(longer.status).toBe(401);
    await signIn(setup.app, base.email, password);
  });

  it("applies the same rule to a reset and a profile change", async () => {
    const reset = await call(setup.app, "PUT", "auth/reset-password", {
      body: {
        verification_method: "email",
        email: "second@marketplace.test",
        reset_token: "123456",
        password: "iloveyou1",
        confirm_password: "iloveyou1",
      },
    });
    expect(reset.status).toBe(403);
    expect(errorCode(reset.body)).toBe("password");
    const token = await signIn(setup.app, "second@marketplace.test");
    const profile = await call(setup.app, "POST", "customer/update-profile", {
      token,
      body: {
        name: "Second Customer",
        email: "second@marketplace.test",
        phone: "+15550000002",
        password: "password1",
        current_password: "Demo1234",
      },
    });
    expect(profile.status).toBe(403);
    expect(errorCode(profile.body)).toBe("password");
  });
});

describe("phone rule", () => {
  it("refuses a phone made of punctuation only", async () => {
    const result = await signUp({
      name: "Punct Uation",
      email: "punct@example.com",
      phone: "((((--))))+",
      password: "Sturdy-pass-81",
    });
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe("phone");
  });
});
