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
    // A worker keeps its modules from one test file to the next: every file imported the whole app (Hono,
    // drizzle, PGlite, the SDK's schemas) again, 239 s of the PGlite leg's import time. On 2 cores the PGlite
    // leg took 272 s (CPU 515 s) isolated and 135 s (CPU 247 s) not; the check's typecheck/test/build step
    // 739 → 497 s. Files share no state: each opens its own database, the module caches are WeakMaps keyed
    // by it, and no file mocks a module, fakes timers or changes the environment.
    isolate: false,
    globalSetup: ["./src/test/global-setup.ts"],
    // scripts/test.mjs sets TEST_DATABASE_URL for the real-Postgres leg.
    provide: { testDatabaseUrl: process.env.TEST_DATABASE_URL ?? "" },
  },
});
