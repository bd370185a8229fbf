import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";

import type { Database } from "../db/client";

/** Counts the SQL statements sent to the database (BEGIN and COMMIT included): one per round trip. */
export interface RoundTrips {
  /** Statements since the last `reset`. */
  count: () => number;
  /** Their texts (first 80 characters), in order. */
  statements: () => string[];
  reset: () => void;
}

type QueryFn = (...args: never[]) => unknown;

/**
 * Instruments a test database's driver: PGlite's `query`/`exec` and its transactions (BEGIN and
 * COMMIT counted), or every pooled node-postgres client's `query`. Test-only.
 */
export function countRoundTrips(database: Database): RoundTrips {
  const seen: string[] = [];
  const record = (text: unknown) => {
    seen.push(typeof text === "string" ? text.slice(0, 80) : "(query object)");
  };
  const wrap = <T extends object>(target: T, method: "query" | "exec") => {
    const original = (target as Record<string, unknown>)[method] as QueryFn | undefined;
    if (!original) return;
    (target as Record<string, unknown>)[method] = function wrapped(
      this: unknown,
      ...args: unknown[]
    ) {
      record(
        typeof args[0] === "object" && args[0] !== null && "text" in args[0]
          ? args[0].text
          : args[0],
      );
      return (original as (...rest: unknown[]) => unknown).apply(this, args);
    };
  };
  if ("client" in database) {
    const client = (database as Database & { client: PGlite }).client;
    wrap(client, "query");
    wrap(client, "exec");
    const transaction = client.transaction.bind(client);
    client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction(async (tx) => {
        record("BEGIN");
        wrap(tx, "query");
        wrap(tx, "exec");
        const result = await callback(tx);
        record("COMMIT");
        return result;
      });
  } else if ("pool" in database) {
    const pool = (database as Database & { pool: pg.Pool }).pool;
    const wrapped = new WeakSet<object>();
    pool.on("acquire", (client) => {
      if (wrapped.has(client)) return;
      wrapped.add(client);
      wrap(client, "query");
    });
  }
  return {
    count: () => seen.length,
    statements: () => [...seen],
    reset: () => {
      seen.length = 0;
    },
  };
}
