import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Call } from "../../orders/testing";
import { createApp } from "../../app";
import { createLogger } from "../../lib/logger";
import { call, errorCode, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp, testEnv } from "../../test/test-db";

/** Issue 20, finding 7: sessions end (sliding expiry, logout, password change). */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let now = testNow;
const hour = 3_600_000;
beforeAll(async () => {
  setup = await createTestApp({ env: { sessionTtlSeconds: 24 * 3600 }, now: () => now });
});
afterAll(async () => {
  await setup.dispose();
});

const info = (token: string): Promise<Call> => call(setup.app, "GET", "customer/info", { token });
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe("session lifetime", () => {
  it("ends a session unused for longer than the configured lifetime", async () => {
    now = testNow;
    const token = await signIn(setup.app);
    later(23 * hour);
    expect((await info(token)).status).toBe(200);
    const idle = await signIn(setup.app);
    later(25 * hour);
    const expired = await info(idle);
    expect(expired.status).toBe(401);
    expect(errorCode(expired.body)).toBe("auth-001");
  });

  it("slides: a session in use stays open past the first lifetime", async () => {
    now = testNow;
    const token = await signIn(setup.app);
    for (let step = 0; step < 4; step += 1) {
      later(20 * hour);
      expect((await info(token)).status).toBe(200);
    }
  });

  it("is configurable (SESSION_TTL_SECONDS, 30 days by default)", async () => {
    expect(testEnv.sessionTtlSeconds).toBe(30 * 24 * 3600);
    const shortLived = createApp({
      db: setup.database.db,
      env: { ...testEnv, sessionTtlSeconds: 60 },
      logger: createLogger("silent"),
      now: () => now,
    });
    now = testNow;
    const token = await signIn(shortLived);
    later(61_000);
    expect((await call(shortLived, "GET", "customer/info", { token })).status).toBe(401);
  });
});

describe("auth/logout", () => {
  it("revokes the session it is called with, and only that one", async () => {
    now = testNow;
    const token = await signIn(setup.app);
    const other = await signIn(setup.app);
    const out = await call(setup.app, "POST", "auth/logout", { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: "Logout successful." });
    expect((await info(token)).status).toBe(401);
    expect((await info(other)).status).toBe(200);
  });

  it("answers a signed-out caller without an error", async () => {
    expect((await call(setup.app, "POST", "auth/logout", { token: null })).status).toBe(200);
  });
});

describe("password change (customer/update-profile)", () => {
  const profile = { name: "Demo Customer", email: "second@marketplace.test" };

  async function phoneOf(token: string): Promise<string> {
    return ((await info(token)).body as { phone: string }).phone;
  }

  it("requires the current password", async () => {
    now = testNow;
    const token = await signIn(setup.app, "second@marketplace.test");
    const phone = await phoneOf(token);
    const wrong = await call(setup.app, "POST", "customer/update-profile", {
      token,
      body: { ...profile, phone, password: "Brand-new-77", current_password: "not-it-at-all" },
    });
    expect(wrong.status).toBe(403);
    expect(errorCode(wrong.body)).toBe("current_password");
    // Without the current password, a fresh OTP is asked for (the contract's verification answer).
    const noProof = await call(setup.app, "POST", "customer/update-profile", {
      token,
      body: { ...profile, phone, password: "Brand-new-77" },
    });
    expect(noProof.status).toBe(200);
    expect(noProof.body).toMatchObject({ otp_send: 1 });
    const unchanged = await call(setup.app, "POST", "auth/login", {
      body: {
        login_type: "manual",
        email_or_phone: "second@marketplace.test",
        password: "Brand-new-77",
        field_type: "email",
      },
    });
    expect(unchanged.status).toBe(401);
  });

  it("ends the other sessions and keeps the one that changed it", async () => {
    now = testNow;
    const email = "second@marketplace.test";
    const current = await signIn(setup.app, email);
    const other = await signIn(setup.app, email);
    const phone = await phoneOf(current);
    const changed = await call(setup.app, "POST", "customer/update-profile", {
      token: current,
      body: { ...profile, phone, password: "Brand-new-77", current_password: "Demo1234" },
    });
    expect(changed.status).toBe(200);
    expect((await info(current)).status).toBe(200);
    expect((await info(other)).status).toBe(401);
    await signIn(setup.app, email, "Brand-new-77");
  });
});
