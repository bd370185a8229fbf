// The README's demo command: builds and starts the reference API on its embedded database (seeded with
// the demo catalogue on first start, reused afterwards) and the storefront, then prints the URL to open.
import { spawn } from "node:child_process";
import { join } from "node:path";

import {
  disableTelemetry,
  ensureDependencies,
  ensurePnpm,
  fail,
  log,
  root,
  run,
} from "./lib/bootstrap.mjs";

const apiPort = process.env.API_PORT ?? "4000";
const webPort = process.env.WEB_PORT ?? "3000";
const apiUrl = `http://127.0.0.1:${apiPort}`;

disableTelemetry();
ensurePnpm();
ensureDependencies();

log("Building the API and the storefront");
run("pnpm", [
  "exec",
  "turbo",
  "run",
  "build",
  "--filter=@marketplace/web...",
  "--filter=@marketplace/api...",
  "--concurrency=2",
  "--output-logs=errors-only",
]);

const children = [];
function start(name, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    process.stderr.write(`\n${name} stopped (${code ?? signal}); stopping the demo.\n`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

async function waitFor(url, name, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  fail(`${name} did not answer ${url} within ${seconds} s`);
}

log(`Starting the reference API on ${apiUrl} (embedded PGlite in apps/api/.data)`);
start("API", process.execPath, ["dist/server.js"], join(root, "apps", "api"), {
  PORT: apiPort,
  PUBLIC_URL: apiUrl,
  // The demo catalogue, the fixed OTP code and the demo payment gateway (off by default in the API).
  DEMO_MODE: "1",
  // The storefront's proxy runs on this machine: believe the visitor address it forwards (per-address limits).
  TRUSTED_PROXIES: "127.0.0.1,::1,::ffff:127.0.0.1",
});
await waitFor(`${apiUrl}/health`, "The API", 120);

log(`Starting the storefront on http://localhost:${webPort}`);
start("Storefront", "pnpm", ["exec", "next", "start", "-p", webPort], join(root, "apps", "web"), {
  API_BASE_URL: apiUrl,
});
await waitFor(`http://127.0.0.1:${webPort}/`, "The storefront", 120);

process.stdout.write(
  `\n  Marketplace demo is running.\n\n  Open the storefront:  http://localhost:${webPort}\n  API (JSON):           ${apiUrl}/api/v1/module\n\n  Press Ctrl+C to stop.\n\n`,
);
