// Bootstrap shared by the README's two commands (`npm run demo`, `npm run check`):
// pnpm at the pinned version, the workspace's dependencies, and (for browser tests) a Chromium.
// Needs nothing but Node >= 20.19 and npm.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.split(
  "@",
)[1];

export function log(message) {
  process.stdout.write(`\n▶ ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\n✖ ${message}\n`);
  process.exit(1);
}

/** Runs a command in the repo root, inheriting stdio; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: process.env,
    ...options,
  });
  if (result.error) fail(`${command} ${args.join(" ")}: ${result.error.message}`);
  if (result.status !== 0)
    fail(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
}

function output(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8", env: process.env });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Telemetry of Next, Turbo and Storybook is off for every child process. */
export function disableTelemetry() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  process.env.TURBO_TELEMETRY_DISABLED = "1";
  process.env.STORYBOOK_DISABLE_TELEMETRY = "1";
  process.env.DO_NOT_TRACK = "1";
}

/** Makes `pnpm` at the pinned version available on PATH, installing it under .cache/tools if needed. */
export function ensurePnpm() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19))
    fail(`Node >= 20.19 is required (found ${process.versions.node}).`);
  if (output("pnpm", ["--version"]) === pinned) return;
  const tools = join(root, ".cache", "tools");
  const bin = join(tools, "node_modules", ".bin");
  process.env.PATH = `${bin}${delimiter}${process.env.PATH}`;
  if (output("pnpm", ["--version"]) === pinned) return;
  log(`Installing pnpm ${pinned} into .cache/tools (no global install needed)`);
  run("npm", [
    "install",
    "--prefix",
    tools,
    "--no-save",
    "--no-audit",
    "--no-fund",
    `pnpm@${pinned}`,
  ]);
  const found = output("pnpm", ["--version"]);
  if (found !== pinned)
    fail(
      `pnpm ${pinned} could not be installed (found ${found ?? "none"}). Try: npm i -g pnpm@${pinned}`,
    );
}

/** Installs the workspace's dependencies (frozen lockfile in CI). */
export function ensureDependencies() {
  log("Installing dependencies");
  run("pnpm", ["install", ...(process.env.CI ? ["--frozen-lockfile"] : [])]);
}

function playwrightChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(cache)) return null;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith("chromium-"))
    .sort()
    .reverse()) {
    for (const sub of [
      "chrome-linux64/chrome",
      "chrome-linux/chrome",
      "chrome-mac/Chromium.app/Contents/MacOS/Chromium",
    ]) {
      const candidate = join(cache, dir, sub);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

function systemChromium() {
  return [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ].find((p) => existsSync(p));
}

/** Debian's old headless shell (package chromium-headless-shell), where it is installed. */
function systemHeadlessShell() {
  return ["/usr/bin/chromium-headless-shell"].find((p) => existsSync(p));
}

/**
 * apt-get as root or through passwordless sudo; null where this user cannot install packages. The returned
 * function answers whether the command succeeded.
 */
function aptInstaller() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = !isRoot && output("sudo", ["-n", "true"]) !== null;
  if (output("apt-get", ["--version"]) === null || !(isRoot || sudo)) return null;
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  return (...args) => {
    const [command, commandArgs] = sudo ? ["sudo", ["-n", "apt-get", ...args]] : ["apt-get", args];
    const result = spawnSync(command, commandArgs, { cwd: root, stdio: "inherit", env: aptEnv });
    return result.status === 0;
  };
}

/**
 * Exports E2E_CHROME_PATH for the browser tests: E2E_CHROME_PATH if set, else Debian's headless shell
 * (installed with `apt` beside the full browser where it is missing and this user may install), else the
 * full Chromium of CHROME_PATH. The shell — the browser Playwright itself runs headless tests in — needed
 * about a quarter less CPU than the full browser's headless mode on the same 50 tests (150 vs 187–206 CPU
 * seconds, 106 vs 122–132 s), with the same results; Lighthouse (`pnpm bench`) keeps the full browser.
 */
function ensureHeadlessShell(apt) {
  const chosen = process.env.E2E_CHROME_PATH;
  if (chosen && existsSync(chosen)) return;
  let shell = systemHeadlessShell();
  if (!shell && apt) {
    log("Installing Debian's chromium-headless-shell package for the browser tests");
    // A stale package index first tries without an update (fast), then with one.
    const installed =
      apt("install", "-y", "-qq", "chromium-headless-shell") ||
      (apt("update", "-qq") && apt("install", "-y", "-qq", "chromium-headless-shell"));
    shell = installed ? systemHeadlessShell() : undefined;
    if (!shell)
      log("chromium-headless-shell could not be installed: the browser tests use the full browser");
  }
  process.env.E2E_CHROME_PATH = shell ?? process.env.CHROME_PATH;
  log(`Browser tests run in ${process.env.E2E_CHROME_PATH}`);
}

/**
 * Finds a Chromium for the browser tests and Lighthouse and exports CHROME_PATH: CHROME_PATH if set, an
 * existing Playwright browser, a system Chromium, else Debian's `chromium` package via apt where this user
 * may install it. Then the headless shell the browser tests run in (`ensureHeadlessShell`).
 */
export function ensureChromium() {
  const found =
    (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH) && process.env.CHROME_PATH) ||
    playwrightChromium() ||
    systemChromium();
  const apt = aptInstaller();
  if (found) {
    process.env.CHROME_PATH = found;
    log(`Lighthouse uses ${found}`);
    ensureHeadlessShell(apt);
    return;
  }
  if (apt) {
    log("Installing Debian's chromium package for the browser tests");
    apt("update", "-qq");
    apt("install", "-y", "-qq", "chromium");
    const installed = systemChromium();
    if (installed) {
      process.env.CHROME_PATH = installed;
      log(`Lighthouse uses ${installed}`);
      ensureHeadlessShell(apt);
      return;
    }
  }
  fail(
    "The browser tests need Chromium and none was found.\n" +
      "  Install one of: Debian/Ubuntu `sudo apt-get install chromium`, or any Chrome/Chromium,\n" +
      "  then run again (or point CHROME_PATH at the browser's executable).",
  );
}
