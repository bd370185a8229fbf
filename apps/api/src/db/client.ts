import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies the migrations in `migrationsFolder` with the driver's own migrator. */
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
}

export interface PgliteOptions {
  /** A data folder, or "memory". */
  dataDir: string;
  /** Start from a dump made with `dumpDataDir` (tests clone one seeded database per file). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({
    ...(options.dataDir === "memory" ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    client,
    driver: "pglite",
    migrate: async (migrationsFolder) => {
      await migratePglite(db, { migrationsFolder });
    },
    close: async () => {
      await client.close();
    },
  };
}

export interface PostgresOptions {
  url: string;
  /** Run every connection with this search_path (tests isolate each file in its own schema). */
  searchPath?: string;
  max?: number;
}

export function openPostgres(options: PostgresOptions): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    pool,
    driver: "postgres",
    migrate: async (migrationsFolder) => {
      await migratePg(db, {
        migrationsFolder,
        ...(options.searchPath ? { migrationsSchema: options.searchPath } : {}),
      });
    },
    close: async () => {
      await pool.end();
    },
  };
}
