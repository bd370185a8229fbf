import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { invalidateReference } from "../../catalog/reference";
import { settings } from "../../db/schema";
import { invalidateMicroCache } from "../../lib/micro-cache";
import { parseBody } from "../../lib/validate";
import { buildSettings } from "../../seed/settings";

const switchValue = z.union([z.literal(0), z.literal(1)]);
/** Any of the `centralize_login` switches; the ones left out keep their seeded value. */
const loginSettingsBody = z.strictObject({
  manual_login_status: switchValue.optional(),
  otp_login_status: switchValue.optional(),
  social_login_status: switchValue.optional(),
  google_login_status: switchValue.optional(),
  facebook_login_status: switchValue.optional(),
  apple_login_status: switchValue.optional(),
  email_verification_status: switchValue.optional(),
  phone_verification_status: switchValue.optional(),
});

const seededLogin = (): Record<string, unknown> => {
  const seeded = buildSettings().settings.centralize_login;
  return typeof seeded === "object" && seeded !== null ? { ...seeded } : {};
};

/**
 * Stores the `centralize_login` switches, and the providers' own `social_login` / `apple_login`
 * entries to match (the storefront shows a provider only when both say it is on).
 */
async function storeLoginSettings(c: Context<AppEnv>, login: Record<string, unknown>) {
  const { db } = c.get("deps");
  const on = (medium: string) =>
    login.social_login_status === 1 && login[`${medium}_login_status`] === 1;
  const rows: Record<string, unknown> = {
    centralize_login: login,
    social_login: ["google", "facebook"].map((medium) => ({
      login_medium: medium,
      status: on(medium),
    })),
    apple_login: [
      { login_medium: "apple", status: on("apple"), client_id: null, redirect_url_react: null },
    ],
  };
  for (const [key, value] of Object.entries(rows))
    await db.update(settings).set({ value: { value } }).where(eq(settings.key, key));
  invalidateReference(db);
  invalidateMicroCache(db);
  return c.json({ centralize_login: login });
}

/**
 * `/demo/login-settings` (outside `/api/v1`, so the storefront's same-origin proxy never forwards to
 * it): the browser tests switch the login types and verifications of the demo API per test. `PUT`
 * sets the given switches over the seeded ones (a whole state each time, not a patch of the last);
 * `DELETE` restores the seeded switches. Mounted behind `demoControlOnly` (./index.ts).
 */
export function loginSettingsRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.put("/login-settings", async (c) => {
    const change = await parseBody(c, loginSettingsBody);
    return storeLoginSettings(c, { ...seededLogin(), ...change });
  });
  api.delete("/login-settings", (c) => storeLoginSettings(c, seededLogin()));
  return api;
}
