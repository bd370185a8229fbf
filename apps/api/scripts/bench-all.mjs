// `pnpm --filter @marketplace/api bench`: the catalogue bench (bench.mjs), then cart add and order place
// (bench-orders.mjs) on in-memory PGlite and, when a Postgres server answers (BENCH_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/test; BENCH_POSTGRES=0 skips it), on a throw-away database there.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const scripts = path.dirname(fileURLToPath(import.meta.url));
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function run(script, env = {}) {
  const result = spawnSync(process.execPath, [path.join(scripts, script)], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function postgresAnswers() {
  if (process.env.BENCH_POSTGRES === "0") return false;
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

run("bench.mjs");
console.log("\n## Cart add and order place — PGlite");
run("bench-orders.mjs", { BENCH_POSTGRES_URL: "" });
if (await postgresAnswers()) {
  console.log("\n## Cart add and order place — Postgres");
  run("bench-orders.mjs", { BENCH_POSTGRES_URL: postgresUrl });
} else {
  console.log(`\nCart/order bench on Postgres skipped: nothing answers at ${postgresUrl}`);
}
