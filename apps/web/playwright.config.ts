import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

import { DEMO_CONTROL_TOKEN } from "./e2e/demo-control-token";
import { CLOSED_NETWORK_CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

// Ports can be moved (E2E_WEB_PORT / E2E_API_PORT) so two runs on one machine do not collide.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
// The storefront reaches the API through e2e/fault-proxy.mjs, which the fault tests switch to "down",
// "503", "hang" or "401" (api-faults.spec.ts); every other test sees the API unchanged.
const FAULT_PORT = Number(process.env.E2E_FAULT_PORT ?? API_PORT + 1000);
const chromeArgs = [
  ...CLOSED_NETWORK_CHROMIUM_FLAGS,
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
];

// The instant at which the API's demo clock reads 12:00 UTC, shared with the tests that run the browser's
// clock on the API's (e2e/api-clock.ts). Workers read this file again and inherit this process's
// environment, so every process sees the first value.
const DEMO_CLOCK_FROM = (process.env.E2E_DEMO_CLOCK_FROM ??= new Date().toISOString());

// The reference API (apps/api) is started when it has been built; turbo builds it before `e2e`.
const apiServer = existsSync(new URL("../api/dist/server.js", import.meta.url))
  ? [
      {
        command: "node ../api/dist/server.js",
        url: `http://127.0.0.1:${API_PORT}/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        // Store hours are UTC: the API's clock starts at noon today, so which stores are open does not
        // depend on the hour CI happens to run at.
        env: {
          PORT: String(API_PORT),
          DATA_DIR: "memory",
          DEMO_CLOCK: "12:00",
          DEMO_CLOCK_FROM,
          DEMO_MODE: "1",
          // Opens the demo-only /demo/login-settings switch the auth specs use (ADR 0023).
          DEMO_CONTROL_TOKEN,
          // Orders move one step every 4 s (20 s in the demo), so tracking reaches "delivered" within a test.
          // A test that needs an order to stay pending (cancel) schedules it for later: scheduled orders wait.
          ORDER_LIFE_PACE_MS: "4000",
          // The demo payment gateway returns the browser to the storefront under test.
          REDIRECT_ORIGINS: `http://127.0.0.1:${String(WEB_PORT)}`,
          TRUSTED_PROXIES: "127.0.0.1,::1,::ffff:127.0.0.1",
        },
      },
    ]
  : [];

const traceModes = [
  "off",
  "on",
  "retain-on-failure",
  "on-first-retry",
  "on-all-retries",
  "retain-on-first-failure",
] as const;

/** The trace mode E2E_TRACE asks for; off when unset or not a Playwright mode. */
function traceMode(value: string | undefined): (typeof traceModes)[number] {
  return traceModes.find((mode) => mode === value) ?? "off";
}

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    // No trace unless asked for (E2E_TRACE=retain-on-failure, or any Playwright trace mode): recording one
    // for every test (a DOM snapshot of every action, the screencast) cost about a third of the run's CPU
    // on this 2-core machine (7 axe-routes tests: 37.3 / 37.9 s user+sys with it, 24.6 s without; 35.6 s
    // without the screencast alone). A failure still writes its error context (the page's ARIA snapshot).
    trace: traceMode(process.env.E2E_TRACE),
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          // The check's set-up points E2E_CHROME_PATH at Debian's headless shell (scripts/lib/bootstrap.mjs).
          executablePath:
            process.env.E2E_CHROME_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium",
          args: chromeArgs,
        },
      },
    },
  ],
  webServer: [
    ...apiServer,
    {
      command: "node e2e/fault-proxy.mjs",
      url: `http://127.0.0.1:${FAULT_PORT}/__fault`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: {
        FAULT_PROXY_PORT: String(FAULT_PORT),
        FAULT_PROXY_TARGET: `http://127.0.0.1:${API_PORT}`,
      },
    },
    {
      // Idle connections stay open 65 s (Node's default is 5 s): Playwright's request context keeps its
      // connections alive, and a request sent on one just as the server closed it failed with "socket hang
      // up" (ECONNRESET) in api-faults-checkout, some 5 s after the test's previous request.
      command: `pnpm exec next start -p ${WEB_PORT} -H 127.0.0.1 --keepAliveTimeout 65000`,
      url: `http://127.0.0.1:${WEB_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        API_BASE_URL: `http://127.0.0.1:${FAULT_PORT}`,
        SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
        // Serves /e2e-faults/* (pages that fail on request) for the error-page tests; never set in production.
        E2E_FAULT_ROUTES: "1",
      },
    },
  ],
});
