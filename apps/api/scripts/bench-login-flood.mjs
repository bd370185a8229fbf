// Issue 20 #5: a bounded loopback login flood against the BUILT server (dist/server.js), in-memory PGlite.
// 16 connections post wrong passwords to auth/login for BENCH_SECONDS (10) while 4 connections read the
// catalogue (popular items); prints the flood's answers by status (429 = throttled) and the catalogue's
// latency beside a quiet baseline. A second leg floods one account with its RIGHT password: 16 at once
// are throttled too (the account's count runs ahead of the successes). bcrypt runs on a worker pool.
// Target: catalogue p99 <= 50 ms. A fresh server per leg.
// Usage: pnpm --filter @marketplace/api build && node scripts/bench-login-flood.mjs
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

import { startBenchServer } from "./lib/bench-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "dist", "server.js");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 16);
const readConnections = 4;

if (!existsSync(server)) {
  console.error("dist/server.js is missing: run `pnpm --filter @marketplace/api build` first.");
  process.exit(1);
}

const startServer = () => startBenchServer(server, { LOG_LEVEL: "error", DEMO_CLOCK: "12:00" });

const catalogue = (base) => ({
  url: `${base}/api/v1/items/popular?limit=10&offset=1&type=all`,
  headers: {
    zoneId: "[1,2,3]",
    moduleId: "4",
    latitude: "23.79",
    longitude: "90.40",
    "X-localization": "en",
  },
});
const login = (base, password) => ({
  url: `${base}/api/v1/auth/login`,
  method: "POST",
  headers: { "content-type": "application/json", "X-localization": "en" },
  body: JSON.stringify({
    login_type: "manual",
    email_or_phone: "demo@marketplace.test",
    password,
    field_type: "email",
  }),
});

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

function flood(options) {
  const counts = {};
  const instance = autocannon(options, () => undefined);
  instance.on("response", (_client, statusCode) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  });
  return {
    counts,
    done: new Promise((resolve) => instance.on("done", resolve)),
  };
}

const rows = [];
const readRow = (leg, result, statuses) => ({
  leg,
  "catalogue req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  "max ms": result.latency.max,
  "catalogue errors": result.errors + result.timeouts + result.non2xx,
  "login answers": statuses ? JSON.stringify(statuses) : "",
});

console.log(
  `load average before: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}`,
);
// A fresh server per leg, so one leg's throttle window does not decide the next.
const legs = [
  ["quiet (no flood)", null],
  [`${floodConnections} conns of wrong passwords`, "Wrong-password-1"],
  [`${floodConnections} conns of right passwords (one account: throttled too)`, "Demo1234"],
];
for (const [leg, password] of legs) {
  const { base, stop } = await startServer();
  try {
    await run({ ...catalogue(base), connections: 1, amount: 300 });
    if (password === null) {
      const quiet = await run({
        ...catalogue(base),
        connections: readConnections,
        duration: seconds,
      });
      rows.push(readRow(leg, quiet));
      continue;
    }
    const attack = flood({
      ...login(base, password),
      connections: floodConnections,
      duration: seconds + 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = await run({
      ...catalogue(base),
      connections: readConnections,
      duration: seconds,
    });
    await attack.done;
    rows.push(readRow(leg, during, attack.counts));
  } finally {
    await stop();
  }
}

console.table(rows);
const worst = Math.max(...rows.slice(1).map((row) => row["p99 ms"]));
console.log(
  `catalogue p99 under flood: ${worst} ms (target <= 50 ms) — ${worst <= 50 ? "PASS" : "MISS"}`,
);
console.log(
  `load average after: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}`,
);
