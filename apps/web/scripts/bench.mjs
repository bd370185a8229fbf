// First-load JavaScript and Lighthouse figures of the storefront (see docs/progress/web.md).
//
// 1. Builds (or reuses the build of) a bare Next.js page with this app's next/react versions
//    (scripts/lib/first-load.mjs, the measure the budget test e2e/first-load.spec.ts shares).
// 2. Starts the reference API and the storefront, loads / and each module's /home and sums the gzip size
//    of the scripts a modern browser loads first (no `nomodule`, each once); also prints the old measure
//    (nomodule counted) beside it for comparison with figures from before session 5.
// 3. Checks that no first load carries MapLibre.
// 4. Runs Lighthouse (mobile, default throttling, median of BENCH_LIGHTHOUSE_RUNS runs) on the bare page and,
//    in the same run on the same machine, on /, /home of each module, a store page, the listing, a
//    product page and checkout (a guest with one cart line), with the visitor's cookies set in the browser; prints each beside the bare page's figures with the issue-21 targets
//    (performance within 5 points of the bare page's, TBT at most the bare page's + 100 ms, accessibility
//    and SEO 100, CLS at most 0.02) and Lighthouse's benchmarkIndex (the machine's speed) of every run.
//    The bare page is served on the storefront's port (a run needs only the two ports) before and after the
//    storefront's pages, and its median is over both halves, so a machine that slows down mid-run shows
//    in the bare page's figures too (compare the benchmarkIndex columns).
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
import { guestWithCartLine } from "./lib/guest-cart.mjs";
import { waitFor } from "./lib/wait-for.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Ports and Lighthouse runs can be changed when another run holds the defaults (BENCH_API_PORT,
// BENCH_WEB_PORT); BENCH_PAGES (comma-separated words) limits Lighthouse to the pages whose label has one;
// BENCH_LIGHTHOUSE_RUNS (default 3, 0 skips) runs Lighthouse n times per
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
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
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
  const web = `http://127.0.0.1:${String(ports.web)}`;

  // Lighthouse of the bare page, served on the storefront's port, then stopped.
  const measure = async (url, cookie) => {
    const runs = [];
    for (let run = 0; run < lighthouseRuns; run += 1) {
      const result = await lighthouse(url, cookie);
      if (result) runs.push(result);
    }
    return runs;
  };
  const medianOf = (runs) => {
    runs.sort((a, b) => a.performance - b.performance);
    const middle = runs[Math.floor(runs.length / 2)];
    return middle
      ? {
          ...middle,
          runs: runs.map((run) => run.performance),
          benchmarkIndex: runs.map((run) => run.benchmarkIndex),
        }
      : null;
  };
  const median = async (url, cookie) => medianOf(await measure(url, cookie));
  const bareRuns = async () => {
    const bareServer = start(
      join(root, "node_modules", ".bin", "next"),
      ["start", "-p", String(ports.web), "-H", "127.0.0.1"],
      { cwd: bareDir, env },
    );
    await waitFor(`${web}/`);
    const runs = await measure(`${web}/`, null);
    bareServer.kill("SIGTERM");
    await new Promise((resolve) => bareServer.once("exit", resolve));
    return runs;
  };
  const bareBefore = lighthouseRuns > 0 ? await bareRuns() : [];

  start("node", [join(root, "..", "api", "dist", "server.js")], {
    env: {
      ...env,
      PORT: String(ports.api),
      DATA_DIR: "memory",
      LOG_LEVEL: "warn",
      DEMO_MODE: "1",
    },
  });
  const storefront = start(
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

  const pages = [
    ["/", `${web}/`, null],
    ...[
      [1, "grocery"],
      [2, "pharmacy"],
      [3, "ecommerce"],
      [4, "food"],
      [5, "parcel"],
    ].map(([id, type]) => [
      `/home (${type})`,
      `${web}/home`,
      `zone_id=[1]; lat=23.7925; lng=90.401; location=Old%20Town; module_id=${String(id)}; module_type=${type}`,
    ]),
    ["/store/freshmart-old-town", `${web}/store/freshmart-old-town`, homeCookie],
    // `/home?data_type=…` is the listing route (rewritten to `/listing`, next.config.ts).
    ["/listing (all, grocery)", `${web}/home?data_type=all`, homeCookie],
    ["/product/95", `${web}/product/95`, homeCookie],
    // Not a public page (not indexed): no SEO target.
    [
      "/checkout (guest, 1 line)",
      `${web}/checkout?page=cart`,
      await guestWithCartLine(web),
      "private",
    ],
  ];
  // BENCH_PAGES=store,checkout: only the pages whose label contains one of the words (the bare page always).
  const only = (process.env.BENCH_PAGES ?? "").split(",").filter(Boolean);
  const chosen = only.length
    ? pages.filter(([route]) => only.some((word) => route.includes(word)))
    : pages;
  const pageRows = [];
  if (lighthouseRuns > 0)
    for (const [route, url, cookie, kind] of chosen)
      pageRows.push([route, (await median(url, cookie)) ?? null, kind]);
  let lhBare = null;
  if (lighthouseRuns > 0) {
    storefront.kill("SIGTERM");
    await new Promise((resolve) => storefront.once("exit", resolve));
    lhBare = medianOf([...bareBefore, ...(await bareRuns())]);
  }
  const lighthouseRows = [["bare Next.js page", lhBare, "public"], ...pageRows];
  console.log(
    `\nLighthouse (mobile, median of ${String(lighthouseRuns)}, the bare page's of ${String(2 * lighthouseRuns)}: before and after; targets beside the bare page of this run: performance ≥ bare − 5, TBT ≤ bare + 100 ms, accessibility and SEO 100, CLS ≤ 0.02)`,
  );
  console.log(
    `  ${"page".padEnd(26)} ${"perf".padStart(4)} ${"runs".padEnd(12)} ${"TBT ms".padStart(7)} ${"LCP ms".padStart(7)} ${"CLS".padStart(6)} ${"a11y".padStart(4)} ${"SEO".padStart(4)} ${"BP".padStart(4)}  benchmarkIndex`,
  );
  for (const [route, result, kind] of lighthouseRows) {
    if (!result) {
      console.log(`  ${route.padEnd(26)} ${lighthouseRuns === 0 ? "skipped" : "failed to run"}`);
      continue;
    }
    const misses =
      lhBare && result !== lhBare
        ? [
            result.performance < lhBare.performance - 5 ? "performance" : null,
            result.tbtMs > lhBare.tbtMs + 100 ? "TBT" : null,
            result.accessibility < 100 ? "accessibility" : null,
            result.seo < 100 && kind !== "private" ? "SEO" : null,
            result.cls > 0.02 ? "CLS" : null,
          ].filter(Boolean)
        : [];
    console.log(
      `  ${route.padEnd(26)} ${String(result.performance).padStart(4)} ${result.runs.join("/").padEnd(12)} ${String(result.tbtMs).padStart(7)} ${String(result.lcpMs).padStart(7)} ${result.cls.toFixed(3).padStart(6)} ${String(result.accessibility).padStart(4)} ${String(result.seo).padStart(4)} ${String(result.bestPractices).padStart(4)}  ${result.benchmarkIndex.join("/")}${misses.length > 0 ? `  misses: ${misses.join(", ")}` : ""}`,
    );
  }
  const results = {
    bare,
    routes: Object.fromEntries(routes),
    lighthouse: Object.fromEntries(lighthouseRows.map(([route, result]) => [route, result])),
  };
  writeFileSync(join(tmpdir(), "web-bench.json"), JSON.stringify(results, null, 2));
  console.log(`\nFull figures: ${join(tmpdir(), "web-bench.json")}`);
} finally {
  for (const child of children) child.kill("SIGTERM");
}
