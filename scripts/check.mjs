// The README's check command: every check the project has — lint (with sherif and prettier), typecheck,
// unit and integration tests (the API's also against a real Postgres when one is reachable), builds,
// the Storybook build, and the browser tests.
import { connect } from "node:net";

import {
  disableTelemetry,
  ensureChromium,
  ensureDependencies,
  ensurePnpm,
  log,
  run,
} from "./lib/bootstrap.mjs";

function reachable(host, port) {
  return new Promise((resolveReachable) => {
    const socket = connect({ host, port, timeout: 1500 });
    socket.once("connect", () => {
      socket.destroy();
      resolveReachable(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolveReachable(false);
    });
    socket.once("error", () => resolveReachable(false));
  });
}

const started = Date.now();
disableTelemetry();
ensurePnpm();
ensureDependencies();
ensureChromium();

if (process.env.TEST_DATABASE_URL) {
  log(`Postgres leg: API tests also run against TEST_DATABASE_URL`);
} else if (await reachable("127.0.0.1", 5432)) {
  process.env.TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
  log(
    `Postgres leg: a server answers at 127.0.0.1:5432, so the API tests also run against ${process.env.TEST_DATABASE_URL}`,
  );
} else {
  log(
    "Postgres leg skipped: no server at 127.0.0.1:5432 and TEST_DATABASE_URL is not set (API tests run on embedded PGlite only)",
  );
}

log("Lint: sherif, prettier, eslint");
run("pnpm", ["run", "lint"]);

log("Typecheck, unit tests, builds, Storybook build");
run("pnpm", [
  "exec",
  "turbo",
  "run",
  "typecheck",
  "test",
  "build",
  "build-storybook",
  "--concurrency=2",
  "--output-logs=errors-only",
]);

// The first-load budget (apps/web/e2e/first-load.spec.ts): every page route of the storefront's build
// loads at most 1.2 × the JavaScript of a bare Next.js page; prints the table of every route.
log("First-load budget of every storefront route (Playwright request test, built web + API)");
const budgetStarted = Date.now();
run("pnpm", ["--filter", "@marketplace/web", "run", "first-load"]);
log(`First-load budget passed in ${Math.round((Date.now() - budgetStarted) / 1000)} s`);

// The SDK's API reference (TypeDoc, warnings are errors) and its packed-tarball check: installed outside the
// workspace, type-checked by a consumer and run against the reference API.
log("SDK API reference and packed-tarball check");
run("pnpm", [
  "exec",
  "turbo",
  "run",
  "docs",
  "pack-check",
  "--concurrency=1",
  "--output-logs=errors-only",
]);

// Browser tests one package at a time: each starts its own servers and a Chromium, and two at once on a
// small machine only make both slower and flakier.
log("Browser tests (Playwright in Chromium)");
run("pnpm", ["exec", "turbo", "run", "e2e", "--concurrency=1", "--output-logs=errors-only"]);

log(`All checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
