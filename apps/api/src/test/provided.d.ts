declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a PGlite dump of a migrated and seeded database ("" on the Postgres leg). */
    pgliteDump: string;
    /** Set on the real-Postgres leg: every test file gets its own schema on this server. */
    testDatabaseUrl: string;
  }
}
export {};
