import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

import { openPglite } from "../db/client";
import { prepareDatabase } from "../db/setup";
import { testNow } from "./fixed-clock";

/**
 * Runs initdb, the migrations and the seed ONCE, and hands every test file a dump of that database
 * to clone (about 0.5 s per file instead of a fresh initdb). Skipped on the Postgres leg.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.provide.testDatabaseUrl) {
    project.provide("pgliteDump", "");
    return () => Promise.resolve();
  }
  const folder = await mkdtemp(path.join(tmpdir(), "marketplace-api-test-"));
  const file = path.join(folder, "seeded.tar.gz");
  const database = await openPglite({ dataDir: "memory" });
  await prepareDatabase(database, { seed: true, now: testNow });
  const dump = await database.client.dumpDataDir("gzip");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteDump", file);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
