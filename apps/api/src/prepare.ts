/** Build step: prepares the in-memory PGlite template so that `DATA_DIR=memory` starts fast. */
import { migrationsFolder } from "./db/migrations-folder";
import { openSeededMemory } from "./db/template";

const started = performance.now();
const database = await openSeededMemory(migrationsFolder, new Date());
await database.close();
process.stdout.write(
  `PGlite seeded template ${database.fromCache ? "already prepared" : "prepared"} in ${String(Math.round(performance.now() - started))} ms\n`,
);
