import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { profileSchema } from "@marketplace/api-client";

import { call } from "../../orders/testing";
import { setLoginSettings } from "../../test/login-settings";
import { createTestApp, testEnv } from "../../test/test-db";

/** Spec A §4 "Profile update": a phone change with phone verification on is proved with a code. */
let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

describe("customer/update-profile with phone verification on", () => {
  it("a changed, unverified phone needs the code sent to the new number, and is then verified", async () => {
    // Signed up while verification was off: the phone is only claimed.
    const signUp = await call(setup.app, "POST", "auth/sign-up", {
      body: {
        name: "Alan Turing",
        email: "alan@example.com",
        phone: "+15557770001",
        password: "Enigma-1936",
      },
    });
    const token = (signUp.body as { token: string | null }).token ?? "";
    expect(token).not.toBe("");
    await setLoginSettings(setup.database.db, { phone_verification_status: 1 });
    const body = { name: "Alan Turing", email: "alan@example.com", phone: "+15557770002" };

    const asked = await call(setup.app, "POST", "customer/update-profile", { token, body });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ otp_send: 1, verification_on: "phone" });
    const before = profileSchema.parse(
      (await call(setup.app, "GET", "customer/info", { token })).body,
    );
    expect(before.phone).toBe("+15557770001");

    const wrong = await call(setup.app, "POST", "customer/update-profile", {
      token,
      body: { ...body, otp: "000000", verification_on: "phone" },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: "OTP does not match." });

    const proved = await call(setup.app, "POST", "customer/update-profile", {
      token,
      body: { ...body, otp: testEnv.demoOtpCode, verification_on: "phone" },
    });
    expect(proved.status).toBe(200);
    const after = profileSchema.parse(
      (await call(setup.app, "GET", "customer/info", { token })).body,
    );
    expect(after.phone).toBe("+15557770002");
    expect(after.is_phone_verified).toBe(true);
  });

  it("with verification off, an unverified phone changes without a code", async () => {
    await setLoginSettings(setup.database.db, { phone_verification_status: 0 });
    const signUp = await call(setup.app, "POST", "auth/sign-up", {
      body: {
        name: "Ada Byron",
        email: "ada.b@example.com",
        phone: "+15557770003",
        password: "Engine-1843",
      },
    });
    const token = (signUp.body as { token: string | null }).token ?? "";
    const changed = await call(setup.app, "POST", "customer/update-profile", {
      token,
      body: { name: "Ada Byron", email: "ada.b@example.com", phone: "+15557770004" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: "Successfully updated!" });
  });
});
