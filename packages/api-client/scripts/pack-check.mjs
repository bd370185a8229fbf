// `pnpm --filter @marketplace/api-client pack-check` (turbo task `pack-check`, run by `npm run check`):
// proves the published package works outside this repository.
// 1. `pnpm pack` the built SDK into a temporary directory outside the workspace.
// 2. `npm install` the tarball with zod (its only peer-like companion; ky comes as its dependency) into a fresh
//    project there — the registry client a consumer uses, nothing from the workspace.
// 3. Type-check a 10-line consumer with `moduleResolution: bundler` and with `node16`.
// 4. Start the reference API (apps/api/dist/server.js, DATA_DIR=memory) and run the compiled consumer against it.
// Fails (exit 1) on any step.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(packageRoot, "../..");
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve("typescript/package.json")), "bin", "tsc");
const zodVersion = JSON.parse(readFileSync(require.resolve("zod/package.json"), "utf8")).version;
const apiServer = join(repoRoot, "apps/api/dist/server.js");

function log(message) {
  console.log(`[pack-check] ${message}`);
}

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"] });
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

const consumer = `import { createClient, getConfig, getZones, isApiClientError } from "@marketplace/api-client";
import type { Config, SchemaDriftReport } from "@marketplace/api-client";

export async function main(baseUrl: string, drift: SchemaDriftReport[]): Promise<string> {
  const client = createClient({ baseUrl, onSchemaDrift: (report) => drift.push(report) });
  try {
    const config: Config = await getConfig(client);
    return \`\${String(config.business_name)}: \${String((await getZones(client)).length)} zones\`;
  } catch (error) { return isApiClientError(error) ? \`failed: \${error.kind} \${error.message}\` : "failed"; }
}
`;

const tsconfig = (moduleResolution, module, extra = {}) =>
  JSON.stringify(
    {
      compilerOptions: {
        target: "ES2022",
        module,
        moduleResolution,
        lib: ["ES2023", "DOM"],
        types: [],
        strict: true,
        skipLibCheck: false,
        ...extra,
      },
      files: ["consumer.ts"],
    },
    null,
    2,
  );

const work = mkdtempSync(join(tmpdir(), "api-client-pack-check-"));
let api;
try {
  log(`packing into ${work}`);
  run("pnpm", ["pack", "--pack-destination", work], packageRoot);
  const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error("pnpm pack produced no tarball");

  const project = join(work, "consumer");
  mkdirSync(project);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "pack-check-consumer", private: true, type: "module" }, null, 2),
  );
  log(`npm install ${tarball} zod@${zodVersion}`);
  run(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      "--loglevel=error",
      join(work, tarball),
      `zod@${zodVersion}`,
    ],
    project,
  );

  writeFileSync(join(project, "consumer.ts"), consumer);
  writeFileSync(
    join(project, "tsconfig.bundler.json"),
    tsconfig("bundler", "ESNext", { noEmit: true }),
  );
  writeFileSync(
    join(project, "tsconfig.node16.json"),
    tsconfig("node16", "node16", { outDir: "out" }),
  );
  log("type-checking the consumer (moduleResolution bundler)");
  run(process.execPath, [tsc, "-p", "tsconfig.bundler.json"], project);
  log("type-checking and compiling the consumer (moduleResolution node16)");
  run(process.execPath, [tsc, "-p", "tsconfig.node16.json"], project);

  const port = await freePort();
  log(`starting the reference API on 127.0.0.1:${String(port)}`);
  api = spawn(process.execPath, [apiServer], {
    cwd: dirname(dirname(apiServer)),
    env: { ...process.env, PORT: String(port), DATA_DIR: "memory", DEMO_MODE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${String(port)}/health`, 60_000);

  const runner = join(project, "run.mjs");
  writeFileSync(
    runner,
    `import { main } from "./out/consumer.js";
const drift = [];
const answer = await main(process.argv[2], drift);
console.log(answer);
if (answer.startsWith("failed") || drift.length > 0) {
  console.error(JSON.stringify(drift));
  process.exit(1);
}
`,
  );
  log("running the consumer against the reference API");
  run(process.execPath, [runner, `http://127.0.0.1:${String(port)}/api/v1`], project);
  log("ok: the packed SDK installs, type-checks and calls the API outside the workspace");
} finally {
  api?.kill();
  rmSync(work, { recursive: true, force: true });
}
