// Benchmarks the BUILT server (dist/server.js) on loopback with autocannon: a catalogue read
// (popular items), a listing search and GET /health, at 1 and 10 connections, then 100 connections
// for 30 s. Prints requests/s and p99 latency. Usage: pnpm --filter @marketplace/api build && pnpm --filter @marketplace/api bench
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "dist", "server.js");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 30);

if (!existsSync(server)) {
  console.error("dist/server.js is missing: run `pnpm --filter @marketplace/api build` first.");
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const child = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: "memory",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
for (;;) {
  try {
    const response = await fetch(`${base}/health`);
    if (response.ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() - started > 60_000) {
    child.kill("SIGTERM");
    throw new Error("server did not start within 60 s");
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log(`server ready in ${Date.now() - started} ms (in-memory PGlite, seeded)`);

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
try {
  for (const target of targets) {
    // Warm up the route (reference cache, query plans).
    await run({ url: base + target.path, connections: 1, amount: 200 });
    for (const connections of [1, 10]) {
      const result = await run({ url: base + target.path, connections, duration: seconds });
      rows.push({
        route: target.name,
        connections,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
  }
  console.table(rows);
  const soak = await run({ url: base + targets[0].path, connections: 100, duration: soakSeconds });
  const soakErrors = soak.errors + soak.timeouts + soak.non2xx;
  console.log(
    `100 connections, ${soakSeconds} s, popular items: ${Math.round(soak.requests.average)} req/s, p99 ${soak.latency.p99} ms, ` +
      `${soak.requests.total} requests, errors ${soakErrors}`,
  );
  const p99 = (name, connections) =>
    rows.find((row) => row.route === name && row.connections === connections)?.["p99 ms"];
  const verdict = [
    ["catalogue read p99 ≤ 5 ms at 1 connection", p99("popular items", 1) <= 5],
    ["catalogue read p99 ≤ 20 ms at 10 connections", p99("popular items", 10) <= 20],
    ["no errors at 100 connections for 30 s", soakErrors === 0],
  ];
  for (const [label, ok] of verdict) console.log(`${ok ? "PASS" : "MISS"} ${label}`);
} finally {
  child.kill("SIGTERM");
}
