import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { inject } from "vitest";

import type { Database } from "../db/client";
import type { Env } from "../env";
import { createApp } from "../app";
import { openPglite, openPostgres } from "../db/client";
import { prepareDatabase } from "../db/setup";
import { loadEnv } from "../env";
import { createLogger } from "../lib/logger";
import { testNow } from "./fixed-clock";

export interface TestDatabase {
  database: Database;
  /** Drops the per-file schema (Postgres) and closes the connection. */
  dispose: () => Promise<void>;
}

/**
 * One seeded database per test file: a clone of the global PGlite dump, or, on the Postgres leg,
 * a schema with a random name on the real server (dropped in `dispose`), so parallel files and
 * reruns never collide.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = inject("testDatabaseUrl");
  if (url) {
    const schemaName = `test_${randomBytes(6).toString("hex")}`;
    const admin = openPostgres({ url, max: 1 });
    await admin.db.execute(sql.raw(`create schema "${schemaName}"`));
    const database = openPostgres({ url, searchPath: schemaName, max: 4 });
    await prepareDatabase(database, { seed: true, now: testNow });
    return {
      database,
      dispose: async () => {
        await database.close();
        await admin.db.execute(sql.raw(`drop schema "${schemaName}" cascade`));
        await admin.close();
      },
    };
  }
  const blob = new Blob([new Uint8Array(await readFile(inject("pgliteDump")))]);
  const database = await openPglite({ dataDir: "memory", loadDataDir: blob });
  return { database, dispose: () => database.close() };
}

/** The environment the tests run the app with. */
export const testEnv = loadEnv({
  // The suites exercise the demo OTP code, the demo social provider and demo payments: turned on here.
  DEMO_MODE: "1",
  PUBLIC_URL: "http://api.test",
  LOG_LEVEL: "silent",
  CATALOG_CACHE_MS: "0",
});

/** A test app on its own seeded database, at the fixed test clock (or the given one and env changes). */
export async function createTestApp(
  options: { env?: Partial<Env>; now?: () => Date } = {},
): Promise<{
  app: ReturnType<typeof createApp>;
  database: Database;
  dispose: () => Promise<void>;
}> {
  const { database, dispose } = await createTestDatabase();
  const app = createApp({
    db: database.db,
    env: { ...testEnv, ...options.env },
    logger: createLogger("silent"),
    now: options.now ?? (() => testNow),
  });
  return { app, database, dispose };
}
