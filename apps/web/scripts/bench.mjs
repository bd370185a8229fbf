// First-load JavaScript and Lighthouse figures of the storefront (see docs/progress/web.md).
//
// 1. Builds (or reuses the build of) a bare Next.js page with this app's next/react versions
//    (scripts/lib/first-load.mjs, the measure the budget test e2e/first-load.spec.ts shares).
// 2. Starts the reference API and the storefront, loads / and each module's /home and sums the gzip size
//    of the scripts a modern browser loads first (no `nomodule`, each once); also prints the old measure
//    (nomodule counted) beside it for comparison with figures from before session 5.
// 3. Checks that no first load carries MapLibre.
// 4. Runs Lighthouse (mobile, default throttling) on / and /home, with the visitor's cookies set in the browser.
// Needs `pnpm build` of this app and of apps/api first (turbo's `bench` task depends on both).
import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import runLighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

import { CLOSED_NETWORK_CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import {
  bareFirstLoad,
  buildBarePage,
  fetchBytes,
  FIRST_LOAD_BUDGET,
  kb,
  measureFirstLoad,
} from "./lib/first-load.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Ports and Lighthouse runs can be changed when another run holds the defaults (BENCH_API_PORT,
// BENCH_WEB_PORT); BENCH_LIGHTHOUSE_RUNS (default 3, 0 skips) runs Lighthouse n times per
// page and reports the median run (by performance score).
const ports = {
  api: Number(process.env.BENCH_API_PORT ?? 4200),
  web: Number(process.env.BENCH_WEB_PORT ?? 3200),
};
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const children = [];

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"], ...options });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

async function firstLoad(url, cookie) {
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
  const current = await measureFirstLoad(html, url, fetchBytes);
  const legacy = await measureFirstLoad(html, url, fetchBytes, { legacy: true });
  return { ...current, sources: undefined, legacyGzip: legacy.gzip };
}

/**
 * One Lighthouse run (mobile, default simulated throttling) in a fresh headless Chromium. The page's
 * cookies are real browser cookies (HttpOnly, as the storefront's server actions set them), so every
 * request the page makes — documents, fetches and server actions — carries them, as for a visitor
 * who has picked a location.
 */
async function lighthouse(url, cookie) {
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: true,
    args: [...CLOSED_NETWORK_CHROMIUM_FLAGS, "--disable-dev-shm-usage"],
  });
  try {
    if (cookie) {
      const { hostname } = new URL(url);
      await browser.setCookie(
        ...cookie.split("; ").map((pair) => {
          const [name, ...value] = pair.split("=");
          return { name, value: value.join("="), domain: hostname, path: "/", httpOnly: true };
        }),
      );
    }
    const page = await browser.newPage();
    const result = await runLighthouse(
      url,
      {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      undefined,
      page,
    );
    const report = result?.lhr;
    if (!report || report.runtimeError) {
      console.error(`  Lighthouse failed: ${report?.runtimeError?.message ?? "no report"}`);
      return null;
    }
    const score = (key) => Math.round((report.categories[key]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    };
  } finally {
    await browser.close();
  }
}

try {
  if (!existsSync(join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID")))
    throw new Error("build the storefront first (pnpm build)");
  if (!existsSync(join(root, "..", "api", "dist", "server.js")))
    throw new Error("build apps/api first");
  const { dir: bareDir, versions } = buildBarePage();
  start("node", [join(root, "..", "api", "dist", "server.js")], {
    env: {
      ...env,
      PORT: String(ports.api),
      DATA_DIR: "memory",
      LOG_LEVEL: "warn",
      DEMO_MODE: "1",
    },
  });
  start(
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

  const web = `http://127.0.0.1:${String(ports.web)}`;
  const homeCookie =
    "zone_id=[1]; lat=23.7925; lng=90.401; location=Old%20Town; module_id=1; module_type=grocery";
  const bare = {
    ...(await bareFirstLoad(bareDir)),
    sources: undefined,
    legacyGzip: (await bareFirstLoad(bareDir, { legacy: true })).gzip,
  };
  const routes = [
    ["/", await firstLoad(`${web}/`)],
    ...(await Promise.all(
      [
        [1, "grocery"],
        [2, "pharmacy"],
        [3, "ecommerce"],
        [4, "food"],
        [5, "parcel"],
      ].map(async ([id, type]) => [
        `/home (${type})`,
        await firstLoad(
          `${web}/home`,
          `zone_id=[1]; lat=23.7925; lng=90.401; location=Old%20Town; module_id=${String(id)}; module_type=${type}`,
        ),
      ]),
    )),
  ];
  console.log(
    `\nFirst-load JavaScript (gzip 9, scripts a modern browser loads; budget ${String(FIRST_LOAD_BUDGET)} × bare)`,
  );
  console.log("  the old measure (nomodule polyfills counted too) in brackets");
  console.log(
    `  bare Next.js page     ${kb(bare.gzip).padStart(9)}  (${String(bare.scripts)} scripts)  [${kb(bare.legacyGzip)}]  next ${versions.next}, react ${versions.react}`,
  );
  for (const [route, figures] of routes) {
    const ratio = (figures.gzip / bare.gzip).toFixed(3);
    const legacyRatio = (figures.legacyGzip / bare.legacyGzip).toFixed(3);
    console.log(
      `  ${route.padEnd(20)}  ${kb(figures.gzip).padStart(9)}  ×${ratio} of bare  (${String(figures.scripts)} scripts)  [${kb(figures.legacyGzip)}, ×${legacyRatio}]  MapLibre: ${figures.maplibre ? "YES" : "no"}`,
    );
  }

  const median = async (url, cookie) => {
    const runs = [];
    for (let run = 0; run < lighthouseRuns; run += 1) {
      const result = await lighthouse(url, cookie);
      if (result) runs.push(result);
    }
    runs.sort((a, b) => a.performance - b.performance);
    const middle = runs[Math.floor(runs.length / 2)];
    return middle ? { ...middle, runs: runs.map((run) => run.performance) } : null;
  };
  const lhLanding = await median(`${web}/`, null);
  const lhHome = await median(`${web}/home`, homeCookie);
  console.log("\nLighthouse (mobile)");
  for (const [route, result] of [
    ["/", lhLanding],
    ["/home (grocery)", lhHome],
  ]) {
    const text = lighthouseRuns === 0 ? "skipped" : "failed to run";
    console.log(`  ${route.padEnd(16)} ${result ? JSON.stringify(result) : text}`);
  }
  const results = {
    bare,
    routes: Object.fromEntries(routes),
    lighthouse: { landing: lhLanding, home: lhHome },
  };
  writeFileSync(join(tmpdir(), "web-bench.json"), JSON.stringify(results, null, 2));
  console.log(`\nFull figures: ${join(tmpdir(), "web-bench.json")}`);
} finally {
  for (const child of children) child.kill("SIGTERM");
}
