import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

import { demoControl } from "./demo-control";
import { test as base } from "./test";

type Switch = 0 | 1;
/** The `centralize_login` switches to turn on or off; the others keep the seeded value. */
export interface LoginSwitches {
  manual_login_status?: Switch;
  otp_login_status?: Switch;
  social_login_status?: Switch;
  google_login_status?: Switch;
  facebook_login_status?: Switch;
  apple_login_status?: Switch;
  email_verification_status?: Switch;
  phone_verification_status?: Switch;
}

async function control(request: APIRequestContext, method: "PUT" | "DELETE", body?: LoginSwitches) {
  await demoControl(request, method, "login-settings", body);
}

/**
 * `test` with `loginSettings(switches)`: switches the e2e API's login types and verifications for this
 * test (the server's behaviour and its config together); the seeded settings come back after the test,
 * passed or failed.
 */
export const test = base.extend<{ loginSettings: (switches: LoginSwitches) => Promise<void> }>({
  loginSettings: async ({ request }, provide) => {
    let changed = false;
    await provide(async (switches) => {
      changed = true;
      await control(request, "PUT", switches);
    });
    if (changed) await control(request, "DELETE");
  },
});
export { expect };
