// Where a page's main-thread JavaScript goes: loads one page of a running storefront in Chromium at 4× CPU
// (DevTools throttling, as Lighthouse's mobile runs), records a CPU profile from navigation to 5 s after
// `load`, and prints the self time per script and the costliest functions, averaged over the runs.
// Lighthouse's TBT of one page varies by ±50 ms between identical runs; these figures vary much less, so a
// change is measured here first (docs/progress, session 22).
//
//   CPU_PROFILE_URL=http://127.0.0.1:3300/product/95 CPU_PROFILE_MODULE=grocery CPU_PROFILE_RUNS=3 \
//   node scripts/cpu-profile.mjs
//
// CPU_PROFILE_MODULE: grocery | pharmacy | ecommerce | food | parcel (the visitor's cookies, Old Town), or
// `cart` (a new guest with one grocery cart line, for the checkout), or `none` (no cookies).
// CPU_PROFILE_OUT: a folder to keep each run's `.cpuprofile` (opens in Chrome DevTools' Performance panel).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import puppeteer from "puppeteer-core";

import { CLOSED_NETWORK_CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { guestWithCartLine } from "./lib/guest-cart.mjs";

const target = new URL(process.env.CPU_PROFILE_URL ?? "http://127.0.0.1:3300/home");
const kind = process.env.CPU_PROFILE_MODULE ?? "grocery";
const runs = Math.max(1, Number(process.env.CPU_PROFILE_RUNS ?? 3));
const out = process.env.CPU_PROFILE_OUT;
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const modules = { grocery: 1, pharmacy: 2, ecommerce: 3, food: 4, parcel: 5 };

/** The visitor's cookies for this run (a new guest per run for `cart`). */
async function cookieFor() {
  if (kind === "none") return "";
  if (kind === "cart") return guestWithCartLine(target.origin);
  const id = modules[/** @type {keyof typeof modules} */ (kind)];
  if (id === undefined) throw new Error(`unknown CPU_PROFILE_MODULE ${kind}`);
  return `zone_id=[1]; lat=23.7925; lng=90.401; location=Old%20Town; module_id=${String(id)}; module_type=${kind}`;
}

/** Self time (ms) per "function script:line:column" of one profile, idle and program time left out. */
function selfTimes(profile) {
  const bySample = new Map();
  profile.samples.forEach((node, index) => {
    bySample.set(node, (bySample.get(node) ?? 0) + profile.timeDeltas[index] / 1000);
  });
  const times = new Map();
  for (const node of profile.nodes) {
    const ms = bySample.get(node.id) ?? 0;
    const frame = node.callFrame;
    if (ms === 0 || frame.functionName === "(idle)" || frame.functionName === "(program)") continue;
    const script = frame.url.split("/").pop() || "(native)";
    const key = `${frame.functionName || "(anonymous)"} ${script}:${String(frame.lineNumber)}:${String(frame.columnNumber)}`;
    times.set(key, (times.get(key) ?? 0) + ms);
  }
  return times;
}

const browser = await puppeteer.launch({
  executablePath: chrome,
  headless: true,
  args: CLOSED_NETWORK_CHROMIUM_FLAGS,
});
const total = new Map();
try {
  if (out) mkdirSync(out, { recursive: true });
  for (let run = 0; run < runs; run += 1) {
    const cookie = await cookieFor();
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 2 });
    for (const pair of cookie ? cookie.split("; ") : []) {
      const at = pair.indexOf("=");
      await context.setCookie({
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        domain: target.hostname,
        path: "/",
      });
    }
    const session = await page.createCDPSession();
    await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: 200 });
    await session.send("Profiler.start");
    await page.goto(target.href, { waitUntil: "load" });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const { profile } = await session.send("Profiler.stop");
    if (out) writeFileSync(join(out, `run-${String(run)}.cpuprofile`), JSON.stringify(profile));
    for (const [key, ms] of selfTimes(profile)) total.set(key, (total.get(key) ?? 0) + ms);
    await context.close();
  }
} finally {
  await browser.close();
}

const perRun = (ms) => (ms / runs).toFixed(1).padStart(7);
const byScript = new Map();
for (const [key, ms] of total) {
  const script = key.slice(key.lastIndexOf(" ") + 1).split(":")[0] ?? "";
  byScript.set(script, (byScript.get(script) ?? 0) + ms);
}
const sum = [...total.values()].reduce((a, b) => a + b, 0);
console.log(
  `${target.href} (${kind}), ${String(runs)} runs at 4× CPU: ${perRun(sum)} ms of JS per run`,
);
console.log("\nSelf time per script (ms per run)");
for (const [script, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${perRun(ms)}  ${script}`);
console.log("\nCostliest functions (ms per run)");
for (const [key, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${perRun(ms)}  ${key}`);
