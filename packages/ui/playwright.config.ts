import { defineConfig } from "@playwright/test";

/**
 * Real-browser accessibility run over the built Storybook (storybook-static/): axe-core with WCAG 2.2 AA,
 * including `color-contrast` and `target-size`, which jsdom cannot measure. Uses Debian's Chromium
 * (`CHROME_PATH`, default /usr/bin/chromium) because `playwright install` cannot download here.
 */
const PORT = Number(process.env.E2E_STORYBOOK_PORT ?? 6107);
const chromePath = process.env.E2E_CHROME_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  timeout: 300_000,
  // The four looks (light/dark × LTR/RTL) run at once: a look spends most of its time waiting for
  // Storybook to render each story, not computing (4 looks one after another: 173 s wall, 58 s CPU; at
  // once: 49 s wall, 60 s CPU on 2 cores).
  fullyParallel: true,
  workers: 4,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${String(PORT)}`,
    launchOptions: {
      executablePath: chromePath,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    },
  },
  webServer: {
    command: `vite preview --outDir storybook-static --port ${String(PORT)} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${String(PORT)}/iframe.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
