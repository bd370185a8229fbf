// Benchmarks the accounts/orders hot paths of the BUILT server (dist/server.js) on loopback with
// autocannon: cart add (guest carts, one new line per request) and order place (buy-now, a fresh
// Idempotency-Key per request), at 10 connections. Target: p99 ≤ 30 ms, no errors.
// Usage: pnpm --filter @marketplace/api build && node apps/api/scripts/bench-orders.mjs
// BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test runs the server on a throw-away database
// created on that Postgres server (dropped at the end) instead of in-memory PGlite.
// BENCH_NODE_ARGS adds node flags to the server (e.g. --cpu-prof). BENCH_PORT picks the server's port (default: any free port); BENCH_SECONDS, BENCH_CONNECTIONS.
// BENCH_CLOCK: the server's clock starts at this UTC time today (default 12:00, when the stores are open; "real").
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// BENCH_SERVER: another built server (e.g. an older build, for a before/after comparison).
const server = process.env.BENCH_SERVER ?? path.join(root, "dist", "server.js");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const moduleId = "3";

if (!existsSync(server)) {
  console.error("dist/server.js is missing: run `pnpm --filter @marketplace/api build` first.");
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const adminUrl = process.env.BENCH_POSTGRES_URL;
const benchDatabase = `bench_orders_${process.pid}`;
const adminQuery = async (text) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};
let databaseUrl;
if (adminUrl) {
  await adminQuery(`create database ${benchDatabase}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDatabase}`;
  databaseUrl = url.toString();
}

const clockStart = process.env.BENCH_CLOCK ?? "12:00";
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
// BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const child = spawn(process.execPath, [...nodeArgs, server], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: "memory",
    LOG_LEVEL: "warn",
    // The seeded demo catalogue and customers, the demo OTP code (demo mode is off by default).
    DEMO_MODE: "1",
    // Store hours are UTC and the shop closes at 22:00: the server's clock starts at noon today, so the
    // bench finds open stores at any hour (BENCH_CLOCK=HH:MM picks another time; "real" = the real clock).
    ...(clockStart === "real" ? {} : { DEMO_CLOCK: clockStart }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
  if (Date.now() - started > 60_000) {
    child.kill("SIGTERM");
    throw new Error("server did not start within 60 s");
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log(
  `server ready in ${Date.now() - started} ms (${databaseUrl ? "Postgres" : "in-memory PGlite"}, seeded; clock ${clockStart === "real" ? "real" : `from ${clockStart} UTC`})`,
);

const headers = {
  "content-type": "application/json",
  zoneId: "[1,2,3]",
  moduleId,
  "X-localization": "en",
};
const api = async (method, route, body, extra = {}) => {
  const response = await fetch(`${base}/api/v1/${route}`, {
    method,
    headers: { ...headers, ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};
const newGuest = async () => (await api("POST", "auth/guest/request", {})).body.guest_id;

/**
 * Finds the stores that are open now and deliver, with their single-option items. Orders take stock, so
 * the order phase spreads over every such store's items (one unit each, never more than an item holds).
 */
async function findStores() {
  const page = await api("GET", "items/popular?limit=100&offset=1&type=all");
  const candidates = page.body.products.filter(
    (item) =>
      (item.variations ?? []).length === 0 && item.stock >= 5 && !item.maximum_cart_quantity,
  );
  const byStore = new Map();
  for (const item of candidates)
    byStore.set(item.store_id, [...(byStore.get(item.store_id) ?? []), item]);
  const found = [];
  for (const [storeId, items] of byStore) {
    const store = (await api("GET", `stores/details/${storeId}`)).body;
    const destination = {
      latitude: Number(store.latitude) + 0.003,
      longitude: Number(store.longitude) + 0.002,
    };
    const guest = await newGuest();
    const probe = await api(
      "POST",
      "customer/order/place",
      orderBody(guest, items[0], destination),
    );
    if (probe.status === 200) found.push({ storeId, items, destination });
  }
  if (found.length === 0) throw new Error("no open store found for module 3");
  return found;
}

/** One order slot per unit of stock (less the probe's), interleaved across items. */
function stockSlots(stores) {
  const queues = stores.flatMap(({ items, destination }) =>
    items.map((item) => ({ item, destination, left: item.stock - 1 })),
  );
  const slots = [];
  for (let round = 0; queues.some((entry) => entry.left > round); round += 1)
    for (const entry of queues) if (entry.left > round) slots.push(entry);
  return slots;
}

function orderBody(guest, item, destination) {
  return {
    order_amount: 0,
    payment_method: "cash_on_delivery",
    order_type: "delivery",
    store_id: item.store_id,
    distance: 1,
    address: "1 Bench Street",
    ...destination,
    guest_id: guest,
    contact_person_name: "Bench Guest",
    contact_person_number: "+15550303030",
    contact_person_email: "bench@example.com",
    is_buy_now: 1,
    cart: JSON.stringify([{ item_id: item.id, model: "Item", price: item.price, quantity: 1 }]),
  };
}

/** The server process's CPU time so far (user + system, ms; Linux /proc, else null). */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime (fields 14 and 15 of the line; 12 and 13 after the command) in clock ticks (100 Hz).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const load = () => os.loadavg()[0].toFixed(2);

// `maxOverallRequests` stops a phase when its fixtures are used up (distinct cart lines, units of stock), so a fast
// server never runs into duplicates or stock_out of the bench's own making.
const run = async (options) => {
  const before = { cpu: serverCpuMs(), load: load() };
  const result = await new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
  });
  const cpu = serverCpuMs();
  result.serverCpuMs = before.cpu === null || cpu === null ? null : cpu - before.cpu;
  result.load = `${before.load} → ${load()}`;
  return result;
};

const rows = [];
try {
  const stores = await findStores();
  const { items } = stores[0];
  const slots = stockSlots(stores);
  console.log(
    `${stores.length} open stores; cart adds use ${items.length} items; ${slots.length} units of stock for orders; preparing guests…`,
  );
  const guests = [];
  for (let index = 0; index < 2000; index += 1) guests.push(await newGuest());

  // Cart add: every request adds a new (guest, item) line, so none is a duplicate.
  let next = 0;
  const cart = await run({
    maxOverallRequests: guests.length * items.length,
    url: `${base}/api/v1/customer/cart/add`,
    method: "POST",
    headers,
    requests: [
      {
        setupRequest: (request) => {
          const index = next++;
          const guest = guests[Math.floor(index / items.length) % guests.length];
          const item = items[index % items.length];
          return {
            ...request,
            body: JSON.stringify({
              guest_id: guest,
              item_id: item.id,
              model: "Item",
              price: item.price,
              quantity: 1,
            }),
          };
        },
      },
    ],
  });
  rows.push(row("cart add", cart));

  // Order place: buy-now orders spread over 50 guests, each with its own Idempotency-Key, one unit
  // of stock each (past the last slot the server answers stock_out, counted as an error).
  let order = 0;
  const place = await run({
    maxOverallRequests: slots.length,
    url: `${base}/api/v1/customer/order/place`,
    method: "POST",
    headers,
    requests: [
      {
        setupRequest: (request) => {
          const index = order++;
          const guest = guests[index % 50];
          const { item, destination } = slots[index % slots.length];
          return {
            ...request,
            headers: { ...request.headers, ...headers, "idempotency-key": `bench-${index}` },
            body: JSON.stringify(orderBody(guest, item, destination)),
          };
        },
      },
    ],
  });
  rows.push(row("order place", place));
  console.table(rows);
  for (const entry of rows) {
    const ok = entry["p99 ms"] <= 30 && entry.errors === 0;
    console.log(
      `${ok ? "PASS" : "MISS"} ${entry.route}: p99 ≤ 30 ms at ${connections} connections, no errors`,
    );
  }
} finally {
  child.kill("SIGTERM");
  if (adminUrl) {
    await new Promise((resolve) => child.once("exit", resolve));
    await adminQuery(`drop database if exists ${benchDatabase}`);
  }
}

function row(route, result) {
  return {
    route,
    connections,
    requests: result.requests.total,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p90 ms": result.latency.p90,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    // The API process's own CPU time per request (the Postgres server's is not counted).
    "API cpu ms/req":
      result.serverCpuMs === null || result.requests.total === 0
        ? "n/a"
        : Number((result.serverCpuMs / result.requests.total).toFixed(2)),
    load: result.load,
  };
}
