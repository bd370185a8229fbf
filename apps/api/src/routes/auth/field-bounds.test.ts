import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { accountFieldBounds } from "../../lib/field-bounds";
import { call, errorCode, signIn } from "../../orders/testing";
import { createTestApp } from "../../test/test-db";

/** Issue 20, finding 9: every auth, sign-up and profile text field has a length bound. */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let token = "";
beforeAll(async () => {
  setup = await createTestApp();
  token = await signIn(setup.app);
});
afterAll(async () => {
  await setup.dispose();
});

/** One megabyte: under the 2 MiB body limit, never a sensible value. */
const megabyte = "x".repeat(1024 * 1024);

const signUpBody = {
  name: "Bounded Person",
  email: "bounded@example.com",
  phone: "+15557770001",
  password: "Bounded-Pass-9",
};
const cases: [string, string, Record<string, unknown>, string[], boolean][] = [
  ["POST", "auth/sign-up", signUpBody, ["name", "email", "phone", "password", "ref_code"], false],
  [
    "POST",
    "auth/login",
    { login_type: "manual", email_or_phone: "a@b.co", password: "whatever1", field_type: "email" },
    ["email_or_phone", "password"],
    false,
  ],
  ["POST", "auth/login", { login_type: "otp", phone: "+15557770002" }, ["phone", "otp"], false],
  [
    "POST",
    "auth/login",
    { login_type: "social", token: "t", unique_id: "u", medium: "google" },
    ["token", "unique_id", "email", "access_token", "platform"],
    false,
  ],
  [
    "POST",
    "auth/forgot-password",
    { verification_method: "email", email: "a@b.co" },
    ["email", "phone"],
    false,
  ],
  [
    "POST",
    "auth/verify-token",
    { verification_method: "email", email: "a@b.co", reset_token: "123456" },
    ["reset_token"],
    false,
  ],
  [
    "POST",
    "auth/verify-phone",
    { otp: "123456", verification_type: "phone", phone: "+15557770003", login_type: "manual" },
    ["otp", "phone", "email"],
    false,
  ],
  [
    "POST",
    "auth/update-info",
    { name: "N", login_type: "otp", phone: "+15557770004", email: "a@b.co" },
    ["name", "phone", "email", "ref_code", "update_info_token"],
    false,
  ],
  [
    "POST",
    "auth/social-register",
    { token: "t", unique_id: "u", medium: "google", phone: "+15557770005" },
    ["token", "phone"],
    false,
  ],
  [
    "POST",
    "customer/update-profile",
    { name: "Demo Customer", email: "demo@marketplace.test", phone: "+15550000001" },
    ["name", "email", "phone", "password", "current_password", "otp", "session_info"],
    true,
  ],
];

describe("auth, sign-up and profile fields are bounded", () => {
  it.each(
    cases.flatMap(([method, path, body, fields, signed]) =>
      fields.map((field) => ({ method, path, body, field, signed })),
    ),
  )("$path refuses a 1 MB $field with the validation envelope", async (row) => {
    const result = await call(setup.app, row.method, row.path, {
      body: { ...row.body, [row.field]: megabyte },
      ...(row.signed ? { token } : {}),
    });
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe(row.field);
    const entry = (result.body as { errors: { message: string }[] }).errors[0];
    expect(entry?.message).toBe(
      `The ${row.field.replace(/_/g, " ")} may not be greater than ${String(accountFieldBounds[row.field])} characters.`,
    );
  });

  it("names are bounded at 100 characters (api-paths): 100 signs up, 101 is refused", async () => {
    const tooLong = await call(setup.app, "POST", "auth/sign-up", {
      body: { ...signUpBody, name: "n".repeat(101) },
    });
    expect(tooLong.status).toBe(403);
    expect(errorCode(tooLong.body)).toBe("name");
    const fits = await call(setup.app, "POST", "auth/sign-up", {
      body: { ...signUpBody, name: "n".repeat(100) },
    });
    expect(fits.status).toBe(200);
  });

  it("a multipart form field counts too", async () => {
    const form = new FormData();
    form.set("name", "Demo Customer");
    form.set("email", "demo@marketplace.test");
    form.set("phone", "+15550000001");
    form.set("current_password", megabyte);
    const result = await call(setup.app, "POST", "customer/update-profile", { body: form, token });
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe("current_password");
  });
});
