import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import type { Database } from "./client";
import { packageRoot } from "../env";
import { seedAnchor, seedDemo } from "../seed";
import { buildDemoData } from "../seed/build";
import { buildSettings } from "../seed/settings";
import { openPglite } from "./client";

/**
 * An in-memory PGlite database starts from a cached dump of an initialised and migrated empty
 * database (about 0.5 s) instead of running initdb (3–4 s, more under load). The dump lives in
 * `.cache/` and is keyed by the PGlite version and the migration journal, so it is rebuilt when
 * either changes. `pnpm build` prepares it (`dist/prepare.js`); otherwise the first start does.
 * With `seedAt`, a seeded copy for that UTC day is cached too (the demo seed is the same all day).
 */
async function templateFile(migrationsFolder: string, seedAt?: Date): Promise<string> {
  const manifest = path.join(
    packageRoot,
    "node_modules",
    "@electric-sql",
    "pglite",
    "package.json",
  );
  const { version } = JSON.parse(await readFile(manifest, "utf8")) as { version: string };
  const journal = await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8");
  const hash = createHash("sha256").update(version).update(journal);
  if (!seedAt)
    return path.join(
      packageRoot,
      ".cache",
      `pglite-template-${hash.digest("hex").slice(0, 16)}.tar.gz`,
    );
  const anchor = seedAnchor(seedAt);
  // The seeded dump also depends on the seed code (demo catalogue, customers…): hash its sources.
  const seedFolder = path.join(packageRoot, "src", "seed");
  const files = (await readdir(seedFolder, { recursive: true }))
    .filter((name) => name.endsWith(".ts"))
    .sort();
  for (const name of files) hash.update(name).update(await readFile(path.join(seedFolder, name)));
  hash.update(JSON.stringify(buildDemoData(anchor))).update(JSON.stringify(buildSettings()));
  const day = anchor.toISOString().slice(0, 10);
  return path.join(
    packageRoot,
    ".cache",
    `pglite-seeded-${day}-${hash.digest("hex").slice(0, 16)}.tar.gz`,
  );
}

async function readDump(file: string): Promise<Blob | undefined> {
  try {
    return new Blob([new Uint8Array(await readFile(file))]);
  } catch {
    return undefined;
  }
}

async function writeDump(
  database: Database & { client: { dumpDataDir: (compression: "gzip") => Promise<Blob | File> } },
  file: string,
): Promise<void> {
  const dump = await database.client.dumpDataDir("gzip");
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${String(process.pid)}.tmp`;
  await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()));
  await rename(temporary, file);
}

/** An in-memory database already migrated and seeded for `now`'s UTC day, from the cache when possible. */
export async function openSeededMemory(
  migrationsFolder: string,
  now: Date,
): Promise<Database & { fromCache: boolean }> {
  const file = await templateFile(migrationsFolder, now);
  const cached = await readDump(file);
  if (cached) {
    try {
      return { ...(await openPglite({ dataDir: "memory", loadDataDir: cached })), fromCache: true };
    } catch {
      // A damaged dump: rebuild it below.
    }
  }
  const database = await openMemoryFromTemplate(migrationsFolder);
  await seedDemo(database.db, now);
  // Keep only this day's seeded dump.
  const folder = path.dirname(file);
  await mkdir(folder, { recursive: true });
  for (const name of await readdir(folder)) {
    if (name.startsWith("pglite-seeded-") && name !== path.basename(file))
      await rm(path.join(folder, name), { force: true });
  }
  await writeDump(database, file);
  return { ...database, fromCache: false };
}

export async function openMemoryFromTemplate(
  migrationsFolder: string,
): Promise<Awaited<ReturnType<typeof openPglite>> & { fromTemplate: boolean }> {
  const file = await templateFile(migrationsFolder);
  try {
    const blob = new Blob([new Uint8Array(await readFile(file))]);
    const database = await openPglite({ dataDir: "memory", loadDataDir: blob });
    return { ...database, fromTemplate: true };
  } catch {
    // No usable template yet: build one.
  }
  const database = await openPglite({ dataDir: "memory" });
  await database.migrate(migrationsFolder);
  await writeDump(database, file);
  return { ...database, fromTemplate: false };
}
