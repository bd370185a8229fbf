import { count } from "drizzle-orm";

import type { Logger } from "../lib/logger";
import type { Database } from "./client";
import { backfillSubscriptionPackages, backfillTranslations, seedDemo } from "../seed";
import { migrationsFolder } from "./migrations-folder";
import { modules } from "./schema";

export { migrationsFolder } from "./migrations-folder";

/**
 * Applies pending migrations, then seeds the demo data when the database is empty. Instances started at
 * once on one database take turns (`exclusive`): the first migrates and seeds, the others find it done.
 */
export function prepareDatabase(
  database: Database,
  options: { seed: boolean; logger?: Logger; now?: Date },
): Promise<{ seeded: boolean; migrateMs: number; seedMs: number }> {
  return database.exclusive("prepare-database", () => prepareNow(database, options));
}

async function prepareNow(
  database: Database,
  options: { seed: boolean; logger?: Logger; now?: Date },
): Promise<{ seeded: boolean; migrateMs: number; seedMs: number }> {
  const started = performance.now();
  await database.migrate(migrationsFolder);
  const migrateMs = performance.now() - started;
  if (!options.seed) return { seeded: false, migrateMs, seedMs: 0 };
  const [row] = await database.db.select({ value: count() }).from(modules);
  if ((row?.value ?? 0) > 0) {
    if (await backfillTranslations(database.db, options.now ?? new Date()))
      options.logger?.info("added the demo catalogue's translations", {});
    if (await backfillSubscriptionPackages(database.db, options.now ?? new Date()))
      options.logger?.info("added the demo subscription packages", {});
    return { seeded: false, migrateMs, seedMs: 0 };
  }
  const seedStarted = performance.now();
  await seedDemo(database.db, options.now ?? new Date());
  const seedMs = performance.now() - seedStarted;
  options.logger?.info("seeded demo data", { ms: Math.round(seedMs) });
  return { seeded: true, migrateMs, seedMs };
}
