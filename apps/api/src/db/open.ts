import { mkdir } from "node:fs/promises";

import type { Env } from "../env";
import type { Database } from "./client";
import { openPglite, openPostgres } from "./client";

/** Opens node-postgres when DATABASE_URL is set, else PGlite in DATA_DIR (or in memory). */
export async function openDatabase(env: Env): Promise<Database> {
  if (env.databaseUrl) return openPostgres({ url: env.databaseUrl });
  if (env.dataDir !== "memory") await mkdir(env.dataDir, { recursive: true });
  return openPglite({ dataDir: env.dataDir });
}
