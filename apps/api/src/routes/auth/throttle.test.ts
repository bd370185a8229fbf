import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Call } from "../../orders/testing";
import { loginLimits } from "../../accounts/login-throttle";
import { createApp } from "../../app";
import { createLogger } from "../../lib/logger";
import { errorCode, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp, testEnv } from "../../test/test-db";

/** Issue 20, finding 5: sign-in throttled per account and per address, in the database. */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let now = testNow;
beforeAll(async () => {
  setup = await createTestApp({ now: () => now });
});
afterAll(async () => {
  await setup.dispose();
});

/** A manual login from a client address (the node adapter's socket, as `getConnInfo` reads it). */
async function attempt(
  app: ReturnType<typeof createApp>,
  email: string,
  password: string,
  address = "203.0.113.7",
): Promise<Call & { retryAfter: string | null }> {
  const response = await app.request(
    "/api/v1/auth/login",
    {
      method: "POST",
      headers: { "content-type": "application/json", "x-localization": "en" },
      body: JSON.stringify({
        login_type: "manual",
        email_or_phone: email,
        password,
        field_type: "email",
      }),
    },
    { incoming: { socket: { remoteAddress: address, remoteFamily: "IPv4" } } },
  );
  return {
    status: response.status,
    body: await response.json(),
    retryAfter: response.headers.get("retry-after"),
  };
}

describe("login throttling", () => {
  it("answers 429 with Retry-After once an account had too many wrong passwords", async () => {
    now = testNow;
    const email = "demo@marketplace.test";
    for (let index = 0; index < loginLimits.account.attempts; index += 1)
      expect((await attempt(setup.app, email, "Wrong-pass-1")).status).toBe(401);
    const blocked = await attempt(setup.app, email, "Wrong-pass-1");
    expect(blocked.status).toBe(429);
    expect(errorCode(blocked.body)).toBe("too_many_attempts");
    // Even the right password waits (from another address too): the account is what is guarded.
    const right = await attempt(setup.app, email, "Demo1234", "198.51.100.9");
    expect(right.status).toBe(429);
    const retryAfter = Number(right.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(loginLimits.windowSeconds);
    // Once the window has passed, the right password signs in again.
    now = new Date(testNow.getTime() + (loginLimits.windowSeconds + 1) * 1000);
    expect((await attempt(setup.app, email, "Demo1234")).status).toBe(200);
  });

  it("limits one address across many accounts", async () => {
    now = new Date(testNow.getTime() + 3_600_000);
    const statuses: number[] = [];
    for (let index = 0; index <= loginLimits.address.attempts; index += 1)
      statuses.push(
        (await attempt(setup.app, `nobody${String(index)}@example.com`, "x-x-x-x-x", "192.0.2.50"))
          .status,
      );
    expect(statuses.slice(0, loginLimits.address.attempts).every((status) => status === 401)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect(
      (await attempt(setup.app, "second@marketplace.test", "Demo1234", "192.0.2.51")).status,
    ).toBe(200);
  });

  it("holds across API instances (the attempts live in the database)", async () => {
    now = new Date(testNow.getTime() + 7_200_000);
    const other = createApp({
      db: setup.database.db,
      env: testEnv,
      logger: createLogger("silent"),
      now: () => now,
    });
    const email = "second@marketplace.test";
    for (let index = 0; index < loginLimits.account.attempts; index += 1) {
      const app = index % 2 === 0 ? setup.app : other;
      expect(
        (await attempt(app, email, "Wrong-pass-1", `192.0.2.${String(100 + index)}`)).status,
      ).toBe(401);
    }
    expect((await attempt(other, email, "Wrong-pass-1", "192.0.2.200")).status).toBe(429);
    expect((await attempt(setup.app, email, "Wrong-pass-1", "192.0.2.201")).status).toBe(429);
  });

  it("a successful sign-in clears the account's count", async () => {
    now = new Date(testNow.getTime() + 10_800_000);
    const email = "demo@marketplace.test";
    for (let round = 0; round < 3; round += 1) {
      for (let index = 0; index < loginLimits.account.attempts - 1; index += 1)
        expect((await attempt(setup.app, email, "Wrong-pass-1", "192.0.2.77")).status).toBe(401);
      await signIn(setup.app);
    }
  });
});
