import type { QueryOptions, Transaction } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PGlite, types } from "@electric-sql/pglite";
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
  /**
   * Runs `body` while holding the lock named `name` for this database: on Postgres an advisory lock
   * (held on a connection of its own), shared by every process on the database and schema, so two API
   * instances started at once migrate and seed one after the other; in PGlite (one process) a queue.
   */
  exclusive: <T>(name: string, body: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/** An in-process lock: each call waits for the previous ones to settle. */
function queueLock(): Database["exclusive"] {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(_name: string, body: () => Promise<T>): Promise<T> => {
    const run = tail.then(body, body);
    tail = run.catch(() => undefined);
    return run;
  };
}

export interface PgliteOptions {
  /** A data folder, or "memory". */
  dataDir: string;
  /** Start from a dump made with `dumpDataDir` (tests clone one seeded database per file). */
  loadDataDir?: Blob;
}

/**
 * The types drizzle reads as text: it passes identity parsers for them with every PGlite query
 * (timestamp, timestamptz, interval, date and their arrays, numeric[]).
 */
const textTypeIds = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);

const asText = (value: string) => value;

/** The options without drizzle's per-query parsers when they only repeat the client's own defaults. */
function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((key) => textTypeIds.has(Number(key))))
    return options;
  return { ...options, parsers: undefined };
}

/**
 * PGlite merges per-query parsers into its ~320 default parsers on every query (a fresh object each
 * time: ~80 µs a query, measured). The client reads drizzle's text types as text by default instead, and
 * the per-query copies are dropped — the same parsing, without the merge.
 */
function withTextDefaults(client: PGlite): void {
  for (const id of textTypeIds) client.parsers[id] = asText;
  const query = client.query.bind(client);
  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    query<T>(text, params, lean(options));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const inner = tx.query.bind(tx);
      tx.query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        inner<R>(text, params, lean(options));
      return callback(tx);
    });
}

export async function openPglite(options: PgliteOptions): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({
    ...(options.dataDir === "memory" ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  withTextDefaults(client);
  // A new 16 MB WAL segment is zero-filled by default; in PGlite's in-memory file system that is a
  // 60–120 ms pause of the one engine every 16 MB of WAL (measured in the bench's CPU profile). The
  // segment is written as WAL comes either way (what the setting is for: file systems that need no
  // preallocation); durability does not change.
  await client.exec("SET wal_init_zero = off");
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    client,
    driver: "pglite",
    migrate: async (migrationsFolder) => {
      await migratePglite(db, { migrationsFolder });
    },
    exclusive: queueLock(),
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
  const connection = {
    connectionString: options.url,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.max ?? 10 });
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
    exclusive: async (name, body) => {
      // Advisory locks belong to a database; the schema is part of the name so test schemas on one
      // server do not wait for each other. The lock's own client keeps the pool free for `body`.
      const key = `${options.searchPath ?? "public"}:${name}`;
      const client = new pg.Client(connection);
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext($1))", [key]);
        return await body();
      } finally {
        // Ending the session releases its advisory locks.
        await client.end();
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}
