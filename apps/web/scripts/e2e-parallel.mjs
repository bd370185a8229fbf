// The storefront's browser tests on N isolated stacks at once (ADR 0021): each stack is one Playwright
// process with its own reference API (in-memory database), fault proxy, `next start` and Chromium, on its
// own ports, so tests never share state across stacks. Spec files are dealt to the stacks by their
// expected duration (`e2e/e2e-durations.json`, seconds per file; unknown files count 9 s per test), longest
// first onto the least loaded stack. E2E_STACKS sets N (default 2: on 2 cores the whole suite took 1,538 s
// on one stack and 959 s on two, as the waits of one stack's tests overlap the other's work; ADR 0021,
// session 23). E2E_STACKS=1 is the plain sequential suite.
// Prints each stack's files and time, and every file's measured time, so the estimates can be refreshed
// (E2E_RECORD_DURATIONS=1 writes them back).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const webRoot = fileURLToPath(new URL("..", import.meta.url));
const durationsFile = fileURLToPath(new URL("../e2e/e2e-durations.json", import.meta.url));
const grepInvert = ["--grep-invert", "@first-load"];
const extraArgs = process.argv.slice(2);
/** Options that take a value: the value is not a file filter. */
const valued = new Set([
  "-g",
  "--grep",
  "--grep-invert",
  "--project",
  "--repeat-each",
  "--timeout",
]);
/** The run passes options only: the files a stack runs are its share of the listed ones. */
const optionArgs = extraArgs.filter(
  (arg, index) => arg.startsWith("-") || valued.has(extraArgs[index - 1] ?? ""),
);
const stacks = Math.max(1, Math.trunc(Number(process.env.E2E_STACKS ?? 2)) || 1);
const basePorts = {
  web: Number(process.env.E2E_WEB_PORT ?? 3100),
  api: Number(process.env.E2E_API_PORT ?? 4100),
};

function pnpmExec(args, options = {}) {
  return spawnSync("pnpm", ["exec", ...args], { cwd: webRoot, encoding: "utf8", ...options });
}

/** Every spec file and its number of tests, as Playwright lists them (same filters as the run). */
function listTests() {
  const listed = pnpmExec(
    ["playwright", "test", "--list", "--reporter=json", ...grepInvert, ...extraArgs],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) {
    process.stderr.write(listed.stderr);
    throw new Error("playwright --list failed");
  }
  const report = JSON.parse(listed.stdout);
  const counts = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      counts.set(spec.file, (counts.get(spec.file) ?? 0) + spec.tests.length);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return counts;
}

function readDurations() {
  try {
    return JSON.parse(readFileSync(durationsFile, "utf8"));
  } catch {
    return {};
  }
}

/** Longest-processing-time-first: each file onto the stack with the least expected time so far. */
function deal(counts, durations) {
  const expected = [...counts].map(([file, tests]) => [file, durations[file] ?? tests * 9]);
  expected.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const buckets = Array.from({ length: stacks }, () => ({ files: [], seconds: 0 }));
  for (const [file, seconds] of expected) {
    const lightest = buckets.reduce((best, bucket) =>
      bucket.seconds < best.seconds ? bucket : best,
    );
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return buckets.filter((bucket) => bucket.files.length > 0);
}

function runStack(index, files) {
  const outputDir = `test-results/stack-${String(index + 1)}`;
  mkdirSync(`${webRoot}/${outputDir}`, { recursive: true });
  const jsonReport = `${webRoot}/${outputDir}/report.json`;
  const env = {
    ...process.env,
    E2E_WEB_PORT: String(basePorts.web + index * 10),
    E2E_API_PORT: String(basePorts.api + index * 10),
    PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport,
  };
  delete env.E2E_FAULT_PORT;
  const args = [
    "exec",
    "playwright",
    "test",
    ...files.map((file) => `e2e/${file}`),
    ...grepInvert,
    "--reporter=list,json",
    "--output",
    outputDir,
    ...optionArgs,
  ];
  const started = Date.now();
  const prefix = stacks > 1 ? `[stack ${String(index + 1)}] ` : "";
  return new Promise((resolveStack) => {
    const child = spawn("pnpm", args, { cwd: webRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    const relay = (stream, target) => {
      let pending = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        pending += chunk;
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) target.write(`${prefix}${line}\n`);
      });
      stream.on("end", () => {
        if (pending) target.write(`${prefix}${pending}\n`);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on("close", (code) =>
      resolveStack({
        index,
        files,
        code: code ?? 1,
        seconds: (Date.now() - started) / 1000,
        jsonReport,
      }),
    );
  });
}

/** Seconds each spec file took, from a stack's JSON report. */
function measured(jsonReport) {
  const seconds = new Map();
  try {
    const report = JSON.parse(readFileSync(jsonReport, "utf8"));
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          for (const result of test.results ?? []) {
            seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + result.duration / 1000);
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
  } catch {
    // A stack that failed to start has no report; its exit code says so.
  }
  return seconds;
}

const started = Date.now();
const counts = listTests();
const durations = readDurations();
const buckets = deal(counts, durations);
process.stdout.write(
  `Browser tests: ${String(counts.size)} spec files on ${String(buckets.length)} stack(s)\n`,
);
buckets.forEach((bucket, index) => {
  process.stdout.write(
    `  stack ${String(index + 1)} (~${String(Math.round(bucket.seconds))} s expected): ${bucket.files.join(", ")}\n`,
  );
});
const results = await Promise.all(buckets.map((bucket, index) => runStack(index, bucket.files)));

const perFile = new Map();
for (const result of results) {
  for (const [file, seconds] of measured(result.jsonReport)) perFile.set(file, seconds);
}
process.stdout.write("\nTime of each spec file (s)\n");
for (const [file, seconds] of [...perFile].sort((a, b) => b[1] - a[1])) {
  process.stdout.write(`  ${seconds.toFixed(0).padStart(5)}  ${file}\n`);
}
for (const result of results) {
  process.stdout.write(
    `stack ${String(result.index + 1)}: ${result.code === 0 ? "passed" : `FAILED (exit ${String(result.code)})`} in ${result.seconds.toFixed(0)} s\n`,
  );
}
process.stdout.write(`Browser tests took ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
if (process.env.E2E_RECORD_DURATIONS === "1" && perFile.size > 0) {
  const merged = { ...durations };
  for (const [file, seconds] of perFile) merged[file] = Math.round(seconds);
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
