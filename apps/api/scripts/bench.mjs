// Benchmarks the BUILT server (dist/server.js) on loopback with autocannon: a catalogue read
// (popular items), a listing search and GET /health, at 1 and 10 connections, then 100 connections
// for 30 s — each with the anonymous micro-cache on (CATALOG_CACHE_MS default) and off
// (CATALOG_CACHE_MS=0), on in-memory PGlite and, when 127.0.0.1:5432 answers (or BENCH_POSTGRES_URL
// is set), on a throw-away Postgres database (created and dropped here). Prints requests/s and p99.
// Usage: pnpm --filter @marketplace/api build && pnpm --filter @marketplace/api bench
// BENCH_SECONDS (10), BENCH_SOAK_SECONDS (30), BENCH_POSTGRES=0 skips the Postgres leg.
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

import { startBenchServer } from "./lib/bench-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "dist", "server.js");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 30);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

if (!existsSync(server)) {
  console.error("dist/server.js is missing: run `pnpm --filter @marketplace/api build` first.");
  process.exit(1);
}

const postgresAnswers = async () => {
  if (process.env.BENCH_POSTGRES === "0") return false;
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

const adminQuery = async (text) => {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const startServer = (extraEnv) => startBenchServer(server, extraEnv);

const headers = {
  zoneId: "[1,2,3]",
  moduleId: "4",
  latitude: "23.79",
  longitude: "90.40",
  "X-localization": "en",
};
const targets = [
  { name: "popular items", path: "/api/v1/items/popular?limit=10&offset=1&type=all" },
  {
    name: "search",
    path: "/api/v1/get-combined-data?list_type=item&data_type=searched&name=pizza&limit=12&offset=1",
  },
  { name: "health", path: "/health" },
];

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ ...options, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const rows = [];
const soaks = [];

async function benchLeg(database, cache, base) {
  for (const target of targets) {
    // /health is never cached: measure it once per database.
    if (target.name === "health" && cache === "uncached") continue;
    // Warm up the route (reference cache, query plans).
    await run({ url: base + target.path, connections: 1, amount: 200 });
    for (const connections of [1, 10]) {
      const result = await run({ url: base + target.path, connections, duration: seconds });
      rows.push({
        database,
        cache,
        route: target.name,
        connections,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
  }
  const soak = await run({ url: base + targets[0].path, connections: 100, duration: soakSeconds });
  soaks.push({
    database,
    cache,
    "req/s": Math.round(soak.requests.average),
    "p99 ms": soak.latency.p99,
    requests: soak.requests.total,
    errors: soak.errors + soak.timeouts + soak.non2xx,
    // Split out so that a failure says what it was: socket errors, 10 s timeouts, non-2xx answers.
    "socket errors": soak.errors,
    timeouts: soak.timeouts,
    "non-2xx": soak.non2xx,
  });
}

const legs = [{ database: "pglite", env: {} }];
const benchDatabase = `bench_api_${process.pid}`;
if (await postgresAnswers()) {
  const url = new URL(postgresUrl);
  url.pathname = `/${benchDatabase}`;
  legs.push({ database: "postgres", env: { DATABASE_URL: url.toString() }, create: true });
} else {
  console.log(`Postgres leg skipped: ${postgresUrl} does not answer`);
}

console.log(
  `load average before: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}`,
);
try {
  for (const leg of legs) {
    if (leg.create) await adminQuery(`create database ${benchDatabase}`);
    try {
      for (const [cache, cacheMs] of [
        ["cached", undefined],
        ["uncached", "0"],
      ]) {
        const { base, stop, readyMs } = await startServer({
          ...leg.env,
          ...(cacheMs === undefined ? {} : { CATALOG_CACHE_MS: cacheMs }),
        });
        console.log(`${leg.database} ${cache}: server ready in ${readyMs} ms (seeded)`);
        try {
          await benchLeg(leg.database, cache, base);
        } finally {
          await stop();
        }
      }
    } finally {
      if (leg.create) await adminQuery(`drop database if exists ${benchDatabase} with (force)`);
    }
  }
} finally {
  console.table(rows);
  console.log(`100 connections, ${soakSeconds} s, popular items:`);
  console.table(soaks);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
}

const p99 = (database, cache, name, connections) =>
  rows.find(
    (row) =>
      row.database === database &&
      row.cache === cache &&
      row.route === name &&
      row.connections === connections,
  )?.["p99 ms"];
for (const { database } of legs) {
  for (const cache of ["cached", "uncached"]) {
    const soak = soaks.find((row) => row.database === database && row.cache === cache);
    const verdict = [
      ["catalogue read p99 ≤ 5 ms at 1 connection", p99(database, cache, "popular items", 1) <= 5],
      [
        "catalogue read p99 ≤ 20 ms at 10 connections",
        p99(database, cache, "popular items", 10) <= 20,
      ],
      [`no errors at 100 connections for ${soakSeconds} s`, soak?.errors === 0],
    ];
    for (const [label, ok] of verdict)
      console.log(`${ok ? "PASS" : "MISS"} ${database} ${cache}: ${label}`);
  }
}
