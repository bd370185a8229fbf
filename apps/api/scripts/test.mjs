// Runs the suite on in-memory PGlite, then a second time against a real Postgres server:
// TEST_DATABASE_URL when set, else postgres://postgres@127.0.0.1:5432/test when that port answers.
import { spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vitest = path.join(root, "node_modules", ".bin", "vitest");
const extra = process.argv.slice(2);

function run(label, env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(vitest, ["run", ...extra], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function portOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

const { TEST_DATABASE_URL: explicitUrl, ...baseEnv } = process.env;
const pgliteStatus = run("PGlite leg: in-memory PGlite", { ...baseEnv, TEST_DATABASE_URL: "" });
if (pgliteStatus !== 0) process.exit(pgliteStatus);

let url = explicitUrl;
if (!url) {
  if (await portOpen("127.0.0.1", 5432)) url = "postgres://postgres@127.0.0.1:5432/test";
  else {
    console.log(
      "\nPostgres leg skipped: TEST_DATABASE_URL is not set and nothing listens on 127.0.0.1:5432.",
    );
    process.exit(0);
  }
}
const shown = url.replace(/\/\/([^:@/]+):[^@/]+@/, "//$1:***@");
console.log(`\nPostgres leg: running against ${shown}`);
process.exit(run(`Postgres leg: ${shown}`, { TEST_DATABASE_URL: url }));
