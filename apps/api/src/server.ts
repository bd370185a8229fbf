import { serve } from "@hono/node-server";

import { createApp } from "./app";
import { openDatabase } from "./db/open";
import { prepareDatabase } from "./db/setup";
import { demoModeStart } from "./demo-mode";
import { loadEnv } from "./env";
import { clockFrom } from "./lib/clock";
import { createLogger } from "./lib/logger";
import { startOrderLife } from "./orders/life";

const bootStarted = performance.now();
const env = loadEnv();
const logger = createLogger(env.logLevel);
const demo = demoModeStart(env);
if (demo.warning) (demo.start ? logger.warn : logger.error)(demo.warning);
if (!demo.start) process.exit(1);
const clock = clockFrom(env.demoClock, Date.now, env.demoClockFrom);
const database = await openDatabase(env, clock());
const prepared = await prepareDatabase(database, { seed: env.demoMode, logger, now: clock() });
const app = createApp({ db: database.db, env, logger, ...(env.demoClock ? { now: clock } : {}) });
const stopOrderLife = env.demoMode
  ? startOrderLife(database.db, env.orderLifePaceMs, logger, clock)
  : () => undefined;

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  logger.info("listening", {
    url: `http://${env.host}:${String(info.port)}`,
    driver: database.driver,
    dataDir: env.databaseUrl ? undefined : env.dataDir,
    seeded: prepared.seeded,
    migrateMs: Math.round(prepared.migrateMs),
    seedMs: Math.round(prepared.seedMs),
    startupMs: Math.round(performance.now() - bootStarted),
  });
});

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  stopOrderLife();
  logger.info("shutting down", { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    database
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error("close failed", { error: String(error) });
        process.exit(1);
      });
  });
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
