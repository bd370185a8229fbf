import { mkdir } from "node:fs/promises";

import type { Env } from "../env";
import type { Database } from "./client";
import { openPglite, openPostgres } from "./client";
import { migrationsFolder } from "./migrations-folder";
import { openMemoryFromTemplate, openSeededMemory } from "./template";

/**
 * Opens node-postgres when DATABASE_URL is set, else PGlite in DATA_DIR, or in memory from a cached
 * template (already seeded for today in demo mode).
 */
export async function openDatabase(env: Env, now = new Date()): Promise<Database> {
  if (env.databaseUrl) return openPostgres({ url: env.databaseUrl });
  if (env.dataDir === "memory") {
    return env.demoMode
      ? openSeededMemory(migrationsFolder, now)
      : openMemoryFromTemplate(migrationsFolder);
  }
  await mkdir(env.dataDir, { recursive: true });
  return openPglite({ dataDir: env.dataDir });
}
