import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getPolicyPage, isHttpError, policyPageKeys } from "@marketplace/api-client";

import { invalidateReference } from "../../catalog/reference";
import { settings } from "../../db/schema";
import { invalidateMicroCache } from "../../lib/micro-cache";
import { sdkClient } from "../../test/sdk";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

async function setFlag(key: string, value: 0 | 1): Promise<void> {
  const db = setup.database.db;
  await db.update(settings).set({ value: { value } }).where(eq(settings.key, key));
  invalidateReference(db);
  invalidateMicroCache(db);
}

const arabicLetter = /[\u0600-\u06ff]/;

describe("information pages", () => {
  it.each(policyPageKeys)("%s answers its HTML in English and in Arabic", async (page) => {
    const english = await getPolicyPage(sdkClient(setup.app), page);
    const arabic = await getPolicyPage(sdkClient(setup.app, { language: "ar" }), page);
    expect(english).toMatch(/^<(h2|p)>/);
    expect(english.length).toBeGreaterThan(400);
    expect(arabicLetter.test(english)).toBe(false);
    expect(arabic).toMatch(arabicLetter);
    expect(arabic).not.toBe(english);
  });

  it("answers English for a language without a translation", async () => {
    const english = await getPolicyPage(sdkClient(setup.app), "privacy-policy");
    const french = await getPolicyPage(sdkClient(setup.app, { language: "fr" }), "privacy-policy");
    expect(french).toBe(english);
  });

  it("answers 404 for refund, cancellation and shipping when their config flag is 0", async () => {
    const flags = [
      ["refund-policy", "refund_policy"],
      ["cancelation", "cancelation_policy"],
      ["shipping-policy", "shipping_policy"],
    ] as const;
    for (const [page, flag] of flags) {
      await setFlag(flag, 0);
      const error: unknown = await getPolicyPage(sdkClient(setup.app), page).catch(
        (caught: unknown) => caught,
      );
      expect(isHttpError(error) && error.status).toBe(404);
      await setFlag(flag, 1);
      await expect(getPolicyPage(sdkClient(setup.app), page)).resolves.toContain("<h2>");
    }
  });

  it("keeps the pages out of /config", async () => {
    const response = await setup.app.fetch(new Request("http://api.test/api/v1/config"));
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).not.toHaveProperty("policy_pages");
  });
});
