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
/** Each step's name and seconds, printed as a table at the end (issue 21: the time of each step). */
const timings = [];
function step(name, body) {
  log(name);
  const stepStarted = Date.now();
  body();
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  timings.push([name, seconds]);
  log(`${name}: done in ${seconds} s`);
}

disableTelemetry();
// The storefront's build skips its own type check: the `typecheck` task of the same turbo run checks the
// same program (apps/web/next.config.ts). Set for every step, so the e2e step's build is the cached one.
process.env.NEXT_BUILD_SKIP_TYPECHECK = "1";
step("Set-up: pnpm, dependencies, Chromium", () => {
  ensurePnpm();
  ensureDependencies();
  ensureChromium();
});

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

step("Lint: sherif, prettier, eslint", () => run("pnpm", ["run", "lint"]));

step("Typecheck, unit tests, builds, Storybook build", () =>
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
  ]),
);

// The first-load budget (apps/web/e2e/first-load.spec.ts): every page route of the storefront's build
// loads at most 1.2 × the JavaScript of a bare Next.js page; prints the table of every route.
step("First-load budget of every storefront route (Playwright request test, built web + API)", () =>
  run("pnpm", ["--filter", "@marketplace/web", "run", "first-load"]),
);

// Two API and two storefront instances on one fresh PostgreSQL database, one customer's journey alternating
// between them (scripts/two-instances.mjs): only when a server is reachable (the Postgres leg above).
if (process.env.TEST_DATABASE_URL) {
  step("Two instances of the API and the storefront on one PostgreSQL database", () =>
    run("node", ["scripts/two-instances.mjs"]),
  );
} else {
  log(
    "Two-instance check skipped: no PostgreSQL server (TEST_DATABASE_URL unset, nothing at 127.0.0.1:5432)",
  );
}

// The SDK's API reference (TypeDoc, warnings are errors) and its packed-tarball check: installed outside the
// workspace, type-checked by a consumer and run against the reference API.
step("SDK API reference and packed-tarball check", () =>
  run("pnpm", [
    "exec",
    "turbo",
    "run",
    "docs",
    "pack-check",
    "--concurrency=1",
    "--output-logs=errors-only",
  ]),
);

// Browser tests one package at a time: each starts its own servers and a Chromium, and two at once on a
// small machine only make both slower and flakier.
step("Browser tests (Playwright in Chromium)", () =>
  run("pnpm", ["exec", "turbo", "run", "e2e", "--concurrency=1", "--output-logs=errors-only"]),
);

const total = Math.round((Date.now() - started) / 1000);
log("Time of each step");
for (const [name, seconds] of timings) {
  process.stdout.write(`  ${String(seconds).padStart(5)} s  ${name}\n`);
}
log(`All checks passed in ${total} s`);
