import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { profileSchema } from "@marketplace/api-client";

import { call } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";

/** The welcome modal's first-order discount (spec A §4): the seeded settings offer 10 % for 7 days. */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let now = testNow;
beforeAll(async () => {
  setup = await createTestApp({ now: () => now });
});
afterAll(async () => {
  await setup.dispose();
});

async function profileOf(token: string) {
  const info = await call(setup.app, "GET", "customer/info", { token });
  expect(info.status).toBe(200);
  return profileSchema.parse(info.body);
}

describe("customer/info: the first-order discount", () => {
  let token = "";
  it("a new sign-up is offered the configured discount with its validity in days", async () => {
    const signUp = await call(setup.app, "POST", "auth/sign-up", {
      body: {
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "+15551239876",
        password: "Cobol-1959",
      },
    });
    expect(signUp.status).toBe(200);
    token = (signUp.body as { token: string | null }).token ?? "";
    expect(token).not.toBe("");
    const profile = await profileOf(token);
    expect(profile.is_valid_for_discount).toBe(true);
    expect(profile.validity).toBe(7);
    expect(profile.discount_amount).toBe(10);
    expect(profile.discount_amount_type).toBe("percentage");
  });

  it("counts down from sign-up and ends after the validity (the order rule: domain firstOrderOffer)", async () => {
    // Counted from the account's creation (the database's clock), an hour into the day.
    const created = new Date(String((await profileOf(token)).created_at)).getTime() + 3_600_000;
    now = new Date(created + 3 * 86_400_000);
    expect((await profileOf(token)).validity).toBe(4);
    now = new Date(created + 7 * 86_400_000);
    const ended = await profileOf(token);
    expect(ended.is_valid_for_discount).toBe(false);
    expect(ended.validity).toBeNull();
  });
});
