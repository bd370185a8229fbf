import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ["./src/test/global-setup.ts"],
    // scripts/test.mjs sets TEST_DATABASE_URL for the real-Postgres leg.
    provide: { testDatabaseUrl: process.env.TEST_DATABASE_URL ?? "" },
  },
});
