import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { configSchema, loginResponseSchema } from "@marketplace/api-client";

import type { Env } from "../../env";
import { createApp } from "../../app";
import { createLogger } from "../../lib/logger";
import { call, errorCode } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestDatabase, testEnv } from "../../test/test-db";
import { demoControlHeader } from "./control-only";

/** ADR 0023: the browser tests' switch of the login settings, and where it must not exist. */
const token = "test-demo-control-token";
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const appWith = (env: Partial<Env>) =>
  createApp({
    db: database.database.db,
    env: { ...testEnv, ...env },
    logger: createLogger("silent"),
    now: () => testNow,
  });

async function control(
  app: ReturnType<typeof createApp>,
  method: "PUT" | "DELETE",
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.token !== undefined) headers[demoControlHeader] = options.token;
  const response = await app.request("/demo/login-settings", {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json() };
}

const otpOn = { otp_login_status: 1, phone_verification_status: 1 };

describe("/demo/login-settings", () => {
  it("does not exist when demo mode is off, even with the token set and sent", async () => {
    const app = appWith({ demoMode: false, demoControlToken: token });
    const answer = await control(app, "PUT", { token, body: otpOn });
    expect(answer.status).toBe(404);
    expect(errorCode(answer.body)).toBe("not_found");
    expect((await control(app, "DELETE", { token })).status).toBe(404);
    // Nothing changed: OTP login is still refused.
    const login = await call(app, "POST", "auth/login", {
      body: { login_type: "otp", phone: "+15550101999" },
    });
    expect(login.status).toBe(403);
    expect(errorCode(login.body)).toBe("login_type");
  });

  it("does not exist in demo mode without a configured token, nor for a wrong or missing token", async () => {
    expect(
      (await control(appWith({ demoControlToken: undefined }), "PUT", { token, body: otpOn }))
        .status,
    ).toBe(404);
    const app = appWith({ demoControlToken: token });
    expect((await control(app, "PUT", { token: `${token}x`, body: otpOn })).status).toBe(404);
    expect((await control(app, "PUT", { body: otpOn })).status).toBe(404);
  });

  it("is not served under /api/v1 (the storefront's same-origin proxy only forwards /api/v1)", async () => {
    const app = appWith({ demoControlToken: token });
    const answer = await call(app, "PUT", "demo/login-settings", {
      headers: { [demoControlHeader]: token },
      body: otpOn,
    });
    expect(answer.status).toBe(404);
  });

  it("in demo mode with the token: switches OTP login on for the server and the config, then restores the seed", async () => {
    const app = appWith({ demoControlToken: token });
    const set = await control(app, "PUT", {
      token,
      body: { ...otpOn, social_login_status: 1, google_login_status: 1 },
    });
    expect(set.status).toBe(200);
    const config = configSchema.parse((await call(app, "GET", "config")).body);
    expect(config.centralize_login).toMatchObject({
      manual_login_status: true,
      otp_login_status: true,
      phone_verification_status: true,
      social_login_status: true,
      google_login_status: true,
      apple_login_status: false,
    });
    expect(config.social_login).toEqual([
      { login_medium: "google", status: true },
      { login_medium: "facebook", status: false },
    ]);
    const phone = "+15550101998";
    expect(
      (await call(app, "POST", "auth/login", { body: { login_type: "otp", phone } })).status,
    ).toBe(200);
    const login = await call(app, "POST", "auth/login", {
      body: { login_type: "otp", phone, otp: testEnv.demoOtpCode, verified: "yes" },
    });
    expect(login.status).toBe(200);
    expect(loginResponseSchema.parse(login.body).is_personal_info).toBe(false);

    expect((await control(app, "DELETE", { token })).status).toBe(200);
    const restored = configSchema.parse((await call(app, "GET", "config")).body);
    expect(restored.centralize_login).toMatchObject({
      otp_login_status: false,
      social_login_status: false,
    });
    const refused = await call(app, "POST", "auth/login", { body: { login_type: "otp", phone } });
    expect(refused.status).toBe(403);
    expect(errorCode(refused.body)).toBe("login_type");
  });

  it("each PUT is a whole state over the seed, and unknown switches or values are refused", async () => {
    const app = appWith({ demoControlToken: token });
    await control(app, "PUT", { token, body: otpOn });
    await control(app, "PUT", { token, body: { email_verification_status: 1 } });
    const config = configSchema.parse((await call(app, "GET", "config")).body);
    expect(config.centralize_login).toMatchObject({
      otp_login_status: false,
      phone_verification_status: false,
      email_verification_status: true,
    });
    expect((await control(app, "PUT", { token, body: { otp_login_status: 2 } })).status).toBe(403);
    expect((await control(app, "PUT", { token, body: { demo: 1 } })).status).toBe(403);
    await control(app, "DELETE", { token });
  });
});

describe("config's demo code", () => {
  it("is the fixed one-time code in demo mode and absent otherwise", async () => {
    const demo = await call(appWith({}), "GET", "config");
    expect((demo.body as Record<string, unknown>).demo_otp_code).toBe(testEnv.demoOtpCode);
    const real = await call(appWith({ demoMode: false }), "GET", "config");
    expect((real.body as Record<string, unknown>).demo_otp_code).toBeNull();
  });
});
