import { randomBytes } from "node:crypto";
import { count, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";

import type { Database } from "./client";
import { testNow } from "../test/fixed-clock";
import { openPglite, openPostgres } from "./client";
import { modules, users } from "./schema";
import { prepareDatabase } from "./setup";

/**
 * Two API instances started at once on one empty database (issue 21 item 8): on Postgres two separate
 * pools on one schema, as two processes would be; on PGlite two starts on the one engine. Both must come
 * up, and the demo data must be there once.
 */
async function twoStarts(): Promise<{
  first: Database;
  second: Database;
  dispose: () => Promise<void>;
}> {
  const url = inject("testDatabaseUrl");
  if (url) {
    const schemaName = `test_${randomBytes(6).toString("hex")}`;
    const admin = openPostgres({ url, max: 1 });
    await admin.db.execute(sql.raw(`create schema "${schemaName}"`));
    const first = openPostgres({ url, searchPath: schemaName, max: 4 });
    const second = openPostgres({ url, searchPath: schemaName, max: 4 });
    return {
      first,
      second,
      dispose: async () => {
        await first.close();
        await second.close();
        await admin.db.execute(sql.raw(`drop schema "${schemaName}" cascade`));
        await admin.close();
      },
    };
  }
  const database = await openPglite({ dataDir: "memory" });
  return { first: database, second: database, dispose: () => database.close() };
}

describe("two instances starting on one empty database", () => {
  it("migrate and seed once: one seeds, the other finds the data", async () => {
    const { first, second, dispose } = await twoStarts();
    try {
      const runs = await Promise.all([
        prepareDatabase(first, { seed: true, now: testNow }),
        prepareDatabase(second, { seed: true, now: testNow }),
      ]);
      expect(runs.map((run) => run.seeded).sort()).toEqual([false, true]);
      const [moduleCount] = await second.db.select({ value: count() }).from(modules);
      expect(moduleCount?.value).toBe(5);
      const [demo] = await first.db
        .select({ value: count() })
        .from(users)
        .where(sql`${users.email} = 'demo@marketplace.test'`);
      expect(demo?.value).toBe(1);
    } finally {
      await dispose();
    }
  }, 120_000);
});
