import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two test files per core: a file spends much of its time waiting on its database (PGlite's worker or the
    // Postgres server) and on timers, so one worker per core left a third of the CPU idle. On 2 cores the two
    // legs took 349 s with 2 workers and 267 s with 4 (CPU 453 → 523 s, idle 228 → 7 s). At most 8, so the
    // Postgres leg stays far below the server's connections (5 per file).
    maxWorkers: Math.min(8, availableParallelism() * 2),
    globalSetup: ["./src/test/global-setup.ts"],
    // scripts/test.mjs sets TEST_DATABASE_URL for the real-Postgres leg.
    provide: { testDatabaseUrl: process.env.TEST_DATABASE_URL ?? "" },
  },
});
