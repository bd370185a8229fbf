import { afterAll, beforeAll, describe, expect, it } from "vitest";

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
