// Interleaved Lighthouse A/B of one page across builds (A, B, A, B …), each run's full report kept.
//
//   LH_AB_DIRS=/path/a/apps/web,/path/b/apps/web LH_AB_ROUNDS=4 LH_AB_PATH='/home?data_type=all' \
//   BENCH_WEB_PORT=3300 BENCH_API_PORT=4300 node scripts/lh-ab.mjs
//
// LH_AB_CART=1: each build's runs are made as a new guest with one line in the cart (the checkout:
// LH_AB_PATH='/checkout?page=cart'); LH_AB_COOKIE is not used then.
//
// Each build's own API (`../api/dist/server.js`) and storefront are started on the two ports for its runs
// and stopped after, so the two builds never share the machine at the same time. Reports go to
// LH_AB_OUT (default /tmp/lh-ab): `<label>-<round>.json`; a summary (perf, TBT, LCP, benchmarkIndex,
// load average, the longest main-thread tasks) is printed per run and as medians at the end.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { basename, dirname, join } from "node:path";
import runLighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

import { CLOSED_NETWORK_CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { guestWithCartLine } from "./lib/guest-cart.mjs";
import { waitFor } from "./lib/wait-for.mjs";

const dirs = (process.env.LH_AB_DIRS ?? "").split(",").filter(Boolean);
const labels = (process.env.LH_AB_LABELS ?? "").split(",").filter(Boolean);
const rounds = Number(process.env.LH_AB_ROUNDS ?? 3);
const runsPerTurn = Number(process.env.LH_AB_RUNS ?? 1);
const paths = (process.env.LH_AB_PATH ?? "/home?data_type=all").split(",");
const withCart = process.env.LH_AB_CART === "1";
let cookie =
  process.env.LH_AB_COOKIE ??
  "zone_id=[1]; lat=23.7925; lng=90.401; location=Old%20Town; module_id=1; module_type=grocery";
const out = process.env.LH_AB_OUT ?? "/tmp/lh-ab";
const ports = {
  api: Number(process.env.BENCH_API_PORT ?? 4300),
  web: Number(process.env.BENCH_WEB_PORT ?? 3300),
};
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
mkdirSync(out, { recursive: true });

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

async function startBuild(dir) {
  const api = spawn("node", [join(dir, "..", "api", "dist", "server.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, PORT: String(ports.api), DATA_DIR: "memory", LOG_LEVEL: "warn", DEMO_MODE: "1" },
  });
  const web = spawn(
    join(dir, "node_modules", ".bin", "next"),
    ["start", "-p", String(ports.web), "-H", "127.0.0.1"],
    {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...env,
        API_BASE_URL: `http://127.0.0.1:${String(ports.api)}`,
        SITE_URL: `http://127.0.0.1:${String(ports.web)}`,
      },
    },
  );
  await waitFor(`http://127.0.0.1:${String(ports.api)}/health`);
  await waitFor(`http://127.0.0.1:${String(ports.web)}/robots.txt`);
  if (withCart) cookie = await guestWithCartLine(`http://127.0.0.1:${String(ports.web)}`);
  // Warm the route (first render compiles nothing in production, but fills caches).
  for (const path of paths)
    for (let i = 0; i < 2; i += 1)
      await (
        await fetch(`http://127.0.0.1:${String(ports.web)}${path}`, { headers: { cookie } })
      ).text();
  return async () => {
    await stop(web);
    await stop(api);
  };
}

async function lighthouse(url) {
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: true,
    args: [...CLOSED_NETWORK_CHROMIUM_FLAGS, "--disable-dev-shm-usage"],
  });
  try {
    const { hostname } = new URL(url);
    await browser.setCookie(
      ...cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), domain: hostname, path: "/", httpOnly: true };
      }),
    );
    const page = await browser.newPage();
    const result = await runLighthouse(
      url,
      { output: "json", logLevel: "error", onlyCategories: ["performance"] },
      undefined,
      page,
    );
    return result?.lhr ?? null;
  } finally {
    await browser.close();
  }
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0;
  const tasks = (lhr.audits["long-tasks"]?.details?.items ?? [])
    .map((item) => `${Math.round(item.duration)}@${Math.round(item.startTime)}`)
    .slice(0, 5)
    .join(" ");
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: Math.round(audit("total-blocking-time")),
    lcp: Math.round(audit("largest-contentful-paint")),
    fcp: Math.round(audit("first-contentful-paint")),
    si: Math.round(audit("speed-index")),
    bootup: Math.round(audit("bootup-time")),
    mainThread: Math.round(audit("mainthread-work-breakdown")),
    bi: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    tasks,
  };
}

const results = new Map();
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? dirs : [...dirs].reverse();
  for (const dir of order) {
    const label = labels[dirs.indexOf(dir)] ?? basename(dirname(dirname(dir)));
    const close = await startBuild(dir);
    try {
      for (const path of paths)
        for (let run = 0; run < runsPerTurn; run += 1) {
          const load = loadavg()[0].toFixed(2);
          const lhr = await lighthouse(`http://127.0.0.1:${String(ports.web)}${path}`);
          if (!lhr || lhr.runtimeError) {
            console.log(
              `${label} ${path} round ${String(round)}: failed ${lhr?.runtimeError?.code ?? ""}`,
            );
            continue;
          }
          const key = `${label} ${path}`;
          const file = join(
            out,
            `${label}-${path.replace(/[^a-z0-9]+/gi, "_")}-${String(round)}-${String(run)}.json`,
          );
          writeFileSync(file, JSON.stringify(lhr));
          const row = { ...summary(lhr), load };
          results.set(key, [...(results.get(key) ?? []), row]);
          console.log(`${key.padEnd(40)} r${String(round)} ${JSON.stringify(row)}`);
        }
    } finally {
      await close();
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
console.log("\nmedians");
for (const [key, rows] of results) {
  const m = (field) => median(rows.map((row) => row[field]));
  console.log(
    `${key.padEnd(40)} n=${String(rows.length)} perf ${String(m("perf"))} [${rows.map((r) => r.perf).join("/")}] TBT ${String(m("tbt"))} [${rows.map((r) => r.tbt).join("/")}] LCP ${String(m("lcp"))} FCP ${String(m("fcp"))} bootup ${String(m("bootup"))} main ${String(m("mainThread"))} BI ${rows.map((r) => r.bi).join("/")}`,
  );
}
