// Server-render throughput of /home (issue 21 item 3): a visitor with a location and a module, 10
// connections for 20 s (a bounded loopback load), the reference API running beside the storefront on
// this machine. Prints requests/s, p50/p90/p99 latency and errors for each module's /home, first for a
// guest (served by the anonymous page cache, ADR 0026: the `cache` column counts its hits) and then for
// the signed-in demo customer (never cached: rendered for them each time); target ≥ 100 req/s with
// p99 ≤ 250 ms. Also the CPU time the storefront and the API spent per request (from
// /proc): on a machine shared with other work, requests/s fall with the load but CPU per request
// barely moves, so two builds compare like with like by it (run them one after the other, e.g.
// main's build in another NEXT_DIST_DIR). Needs the builds of this app and of apps/api.
// BENCH_THROUGHPUT_SECONDS, BENCH_THROUGHPUT_CONNECTIONS, BENCH_THROUGHPUT_MODULES, BENCH_API_PORT /
// BENCH_WEB_PORT and NEXT_DIST_DIR (the build to serve) change the run.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { waitFor } from "./lib/wait-for.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ports = {
  api: Number(process.env.BENCH_API_PORT ?? 4210),
  web: Number(process.env.BENCH_WEB_PORT ?? 3210),
};
const seconds = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20);
const connections = Number(process.env.BENCH_THROUGHPUT_CONNECTIONS ?? 10);
const modules = (process.env.BENCH_THROUGHPUT_MODULES ?? "grocery,food").split(",");
const moduleIds = { grocery: 1, pharmacy: 2, ecommerce: 3, food: 4, parcel: 5 };
const children = [];

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"], ...options });
  children.push(child);
  return child;
}

/**
 * CPU time (ms, user + system) a process and its descendants have used so far, from /proc (Linux;
 * null elsewhere). Per request it is the figure that a busy, shared machine changes least.
 */
function cpuMs(pid) {
  try {
    const ticks = (id) => {
      const fields = readFileSync(`/proc/${String(id)}/stat`, "utf8")
        .split(") ")[1]
        .split(" ");
      return Number(fields[11]) + Number(fields[12]);
    };
    const children = (id) =>
      readdirSync("/proc/")
        .filter((entry) => /^\d+$/.test(entry))
        .filter((entry) => {
          try {
            return (
              readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ")[1] ===
              String(id)
            );
          } catch {
            return false;
          }
        })
        .map(Number);
    const tree = [pid];
    for (let index = 0; index < tree.length; index += 1) tree.push(...children(tree[index]));
    // Clock ticks are 1/100 s on Linux.
    return tree.reduce((sum, id) => sum + ticks(id), 0) * 10;
  } catch {
    return null;
  }
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `connections` loops, each sending the next request when the last answer is read, for `seconds`. */
async function load(url, cookie) {
  const latencies = [];
  let errors = 0;
  let hits = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status === 200) latencies.push(performance.now() - sent);
        else errors += 1;
        if (response.headers.get("x-page-cache") === "hit") hits += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    errors,
    hits,
  };
}

/**
 * Signs the README's demo customer in through the storefront's own /api/v1 proxy (as the sign-in
 * dialog does) and answers the session cookie it set.
 */
async function signInDemoCustomer(webUrl) {
  const response = await fetch(`${webUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", origin: webUrl },
    body: JSON.stringify({
      login_type: "manual",
      field_type: "email",
      email_or_phone: "demo@marketplace.test",
      password: "Demo1234",
    }),
  });
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .find((pair) => pair.startsWith("session="));
  if (response.status !== 200 || !session)
    throw new Error(`demo sign-in failed: ${String(response.status)}`);
  return session;
}

try {
  if (!existsSync(join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID")))
    throw new Error("build the storefront first");
  if (!existsSync(join(root, "..", "api", "dist", "server.js")))
    throw new Error("build apps/api first");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const api = start("node", [join(root, "..", "api", "dist", "server.js")], {
    env: {
      ...env,
      PORT: String(ports.api),
      DATA_DIR: "memory",
      LOG_LEVEL: "warn",
      DEMO_MODE: "1",
      DEMO_CLOCK: "12:00",
    },
  });
  const web = start(
    join(root, "node_modules", ".bin", "next"),
    ["start", "-p", String(ports.web), "-H", "127.0.0.1"],
    {
      cwd: root,
      env: {
        ...env,
        API_BASE_URL: `http://127.0.0.1:${String(ports.api)}`,
        SITE_URL: `http://127.0.0.1:${String(ports.web)}`,
      },
    },
  );
  await waitFor(`http://127.0.0.1:${String(ports.api)}/health`);
  await waitFor(`http://127.0.0.1:${String(ports.web)}/robots.txt`);
  const webUrl = `http://127.0.0.1:${String(ports.web)}`;
  const url = `${webUrl}/home`;
  process.stdout.write(
    `\n/home throughput: ${String(connections)} connections, ${String(seconds)} s each (target ≥ 100 req/s, p99 ≤ 250 ms)\n`,
  );
  process.stdout.write(
    "visitor              req/s    p50 ms   p90 ms   p99 ms   requests  errors   cache   web CPU ms/req  API CPU ms/req  load 1m\n",
  );
  const session = await signInDemoCustomer(webUrl);
  const runs = [
    ...modules.map((type) => ({ type, label: `${type} guest`, session: null })),
    ...modules.map((type) => ({ type, label: `${type} signed in`, session })),
  ];
  for (const run of runs) {
    const { type } = run;
    const id = moduleIds[type];
    if (id === undefined) throw new Error(`unknown module ${type}`);
    const place = `zone_id=[1]; lat=23.7925; lng=90.401; location=Old%20Town; module_id=${String(id)}; module_type=${type}`;
    const cookie = run.session ? `${place}; ${run.session}` : place;
    // One warm-up request per page, as a visitor's first view would be.
    await (await fetch(url, { headers: { cookie } })).arrayBuffer();
    const before = { web: cpuMs(web.pid), api: cpuMs(api.pid) };
    const result = await load(url, cookie);
    const perRequest = (side) => {
      const now = cpuMs(side === "web" ? web.pid : api.pid);
      const then = before[side];
      return now === null || then === null || result.requests === 0
        ? "n/a"
        : ((now - then) / (result.requests + result.errors)).toFixed(1);
    };
    process.stdout.write(
      `${run.label.padEnd(19)} ${result.rps.toFixed(1).padStart(6)} ${result.p50.toFixed(0).padStart(9)} ${result.p90.toFixed(0).padStart(8)} ${result.p99.toFixed(0).padStart(8)} ${String(result.requests).padStart(10)} ${String(result.errors).padStart(7)} ${`${String(Math.round((100 * result.hits) / Math.max(1, result.requests + result.errors)))}%`.padStart(7)} ${perRequest("web").padStart(16)} ${perRequest("api").padStart(15)} ${loadavg()[0].toFixed(2).padStart(8)}\n`,
    );
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
}
