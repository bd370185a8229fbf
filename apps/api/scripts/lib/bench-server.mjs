// The benches' way to run the BUILT server (dist/server.js) on a free loopback port, in-memory PGlite with the
// seeded demo catalogue (demo mode is off by default), and wait for /health.
import { spawn } from "node:child_process";
import net from "node:net";

/** A free port on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts `server` with `env` over the bench defaults; answers its base URL, a stop function and its start time. */
export async function startBenchServer(server, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory",
      LOG_LEVEL: "warn",
      ORDER_LIFE_PACE_MS: "0",
      DEMO_MODE: "1",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) {
      child.kill("SIGTERM");
      throw new Error("server did not start within 90 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { base, stop, readyMs: Date.now() - started };
}
