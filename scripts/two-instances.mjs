// Two of each on one database (issue 21 item 8): two API instances and two storefront instances share
// one fresh PostgreSQL database, and one customer's order journey alternates between them request by
// request, as behind a load balancer. Sessions, sign-in throttles, carts, idempotency keys, the demo's
// order life and refunds must behave exactly as with one instance. Needs the built API and storefront
// (`turbo run build`) and a PostgreSQL server (TEST_DATABASE_URL, else 127.0.0.1:5432).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const requireFromApi = createRequire(new URL("../apps/api/package.json", import.meta.url));
const pg = requireFromApi("pg");

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const basePort = Number(process.env.TWO_INSTANCES_PORT ?? 5300);
/** The order life's pace on both instances: a step every 3 s. */
const paceMs = 3000;
/** The address behind which both storefronts would sit (their SITE_URL); requests carry it as Origin. */
const siteUrl = `http://127.0.0.1:${basePort + 9}`;

const children = [];
const failures = [];
let checks = 0;

function check(condition, what) {
  checks += 1;
  if (condition) process.stdout.write(`  ok  ${what}\n`);
  else {
    failures.push(what);
    process.stdout.write(`  FAIL ${what}\n`);
  }
}

function start(name, command, args, cwd, env) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + String(chunk)).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  children.push({ name, child, output: () => output });
  return child;
}

async function waitFor(url, name) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    const entry = children.find((child) => child.name === name);
    if (entry && entry.child.exitCode !== null)
      throw new Error(`${name} exited (${entry.child.exitCode}):\n${entry.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} did not answer ${url} within 180 s`);
}

/** A browser's cookie jar, shared by requests to either storefront (cookies do not depend on the port). */
class Browser {
  cookies = new Map();

  constructor(cookies) {
    for (const [name, value] of Object.entries(cookies)) this.cookies.set(name, value);
  }

  async request(web, method, path, body, headers = {}) {
    const response = await fetch(`${web}/api/v1/${path}`, {
      method,
      headers: {
        accept: "application/json",
        "x-localization": "en",
        origin: siteUrl,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed };
  }
}

const visitorCookies = {
  zone_id: encodeURIComponent("[1]"),
  lat: "23.7925",
  lng: "90.401",
  location: encodeURIComponent("Old Town Central Station, Old Town, Lakeshore"),
  module_id: "1",
  module_type: "grocery",
};

async function journey(webs, apis) {
  const [webA, webB] = webs;
  const alternate = (index) => webs[index % 2];

  // Sign-in throttle: 10 attempts per account in 15 minutes, counted in the database, so the 11th is
  // refused whichever instance takes it.
  const intruder = new Browser(visitorCookies);
  const wrong = {
    login_type: "manual",
    field_type: "email",
    email_or_phone: "second@marketplace.test",
    password: "wrong-password-1",
  };
  const statuses = [];
  for (let attempt = 0; attempt < 11; attempt += 1)
    statuses.push((await intruder.request(alternate(attempt), "POST", "auth/login", wrong)).status);
  check(
    statuses.slice(0, 10).every((status) => status !== 429) && statuses[10] === 429,
    `sign-in throttle counts across instances (statuses ${statuses.join(",")})`,
  );

  // Session: signed in through A, recognised by B; signed out through B, gone on A.
  const customer = new Browser(visitorCookies);
  const login = await customer.request(webA, "POST", "auth/login", {
    login_type: "manual",
    field_type: "email",
    email_or_phone: "demo@marketplace.test",
    password: "Demo1234",
  });
  check(login.status === 200, `sign-in through storefront A (${login.status})`);
  const info = await customer.request(webB, "GET", "customer/info");
  check(
    info.status === 200 && info.body.email === "demo@marketplace.test",
    `session recognised by storefront B (${info.status})`,
  );
  const balanceBefore = Number(info.body.wallet_balance);

  // Cart: added through B, read through A.
  const popular = await customer.request(webA, "GET", "items/popular?limit=30&offset=1&type=all");
  const products = Array.isArray(popular.body.products) ? popular.body.products : [];
  // An item whose store's minimum order the wallet's balance can pay twice over.
  const stores = new Map();
  let item;
  let store;
  let quantity = 1;
  for (const candidate of products) {
    if (!stores.has(candidate.store_id))
      stores.set(
        candidate.store_id,
        (await customer.request(webA, "GET", `stores/details/${candidate.store_id}`)).body,
      );
    const candidateStore = stores.get(candidate.store_id);
    const price = Number(candidate.price);
    const needed = Math.max(1, Math.ceil(Number(candidateStore?.minimum_order ?? 0) / price));
    if (!(price > 0) || needed * price > balanceBefore / 2) continue;
    const added = await customer.request(webB, "POST", "customer/cart/add", {
      item_id: candidate.id,
      model: "Item",
      price: candidate.price,
      quantity: needed,
    });
    if (added.status === 200) {
      item = candidate;
      store = candidateStore;
      quantity = needed;
      break;
    }
  }
  check(item !== undefined, `an item added to the cart through B (${products.length} candidates)`);
  if (!item) return;
  const cart = await customer.request(webA, "GET", "customer/cart/list");
  check(
    cart.status === 200 &&
      Array.isArray(cart.body) &&
      cart.body.some((line) => line.item_id === item.id),
    "the cart line read through A",
  );

  const destination = {
    latitude: Number(store.latitude) + 0.004,
    longitude: Number(store.longitude) + 0.003,
  };
  const placeBody = (extra) => ({
    order_amount: Number(item.price) * quantity,
    payment_method: "cash_on_delivery",
    order_type: "delivery",
    store_id: item.store_id,
    distance: 0.5,
    address: "12 Lakeshore Avenue",
    ...destination,
    ...extra,
  });

  // Idempotency: the same key through A then B answers one order.
  const running = async (web) =>
    (await customer.request(web, "GET", "customer/order/running-orders?limit=50&offset=1")).body
      .orders ?? [];
  const runningBefore = (await running(webA)).length;
  const key = `two-instances-${randomBytes(8).toString("hex")}`;
  const first = await customer.request(webA, "POST", "customer/order/place", placeBody({}), {
    "idempotency-key": key,
  });
  const replay = await customer.request(webB, "POST", "customer/order/place", placeBody({}), {
    "idempotency-key": key,
  });
  check(
    first.status === 200,
    `order placed through A (${first.status} ${JSON.stringify(first.body).slice(0, 200)})`,
  );
  check(
    replay.status === 200 && replay.body.order_id === first.body.order_id,
    `the replay through B answers the same order (${replay.status}, ${replay.body.order_id} vs ${first.body.order_id})`,
  );
  const runningAfter = await running(webB);
  check(
    runningAfter.length === runningBefore + 1,
    `one running order more, not two (${runningBefore} → ${runningAfter.length})`,
  );
  const orderId = first.body.order_id;

  // Refund: a wallet order cancelled through both instances at once is refunded once.
  const walletItem = await customer.request(webA, "POST", "customer/cart/add", {
    item_id: item.id,
    model: "Item",
    price: item.price,
    quantity,
  });
  check(walletItem.status === 200, `a second cart line through A (${walletItem.status})`);
  const walletOrder = await customer.request(
    webB,
    "POST",
    "customer/order/place",
    placeBody({ payment_method: "wallet" }),
    { "idempotency-key": `two-instances-${randomBytes(8).toString("hex")}` },
  );
  check(walletOrder.status === 200, `a wallet order through B (${walletOrder.status})`);
  const afterPay = Number(
    (await customer.request(webA, "GET", "customer/info")).body.wallet_balance,
  );
  const cancels = await Promise.all(
    webs.map((web) =>
      customer.request(web, "PUT", "customer/order/cancel", {
        order_id: walletOrder.body.order_id,
        reason: "Ordered by mistake",
      }),
    ),
  );
  const afterCancel = Number(
    (await customer.request(webB, "GET", "customer/info")).body.wallet_balance,
  );
  check(
    cancels.filter((answer) => answer.status === 200).length === 1,
    `one of two simultaneous cancellations succeeds (${cancels.map((answer) => answer.status).join(",")})`,
  );
  check(
    afterPay < balanceBefore && Math.abs(afterCancel - balanceBefore) < 0.005,
    `refunded once: wallet ${balanceBefore} → ${afterPay} → ${afterCancel}`,
  );

  // Order life: both instances tick; the order moves one step per pace, never two in one tick.
  const deadline = Date.now() + paceMs * 12;
  let tracked;
  let polls = 0;
  while (Date.now() < deadline) {
    tracked = (
      await customer.request(alternate(polls), "GET", `customer/order/track?order_id=${orderId}`)
    ).body;
    polls += 1;
    if (tracked.order_status === "delivered") break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const steps = ["pending", "confirmed", "processing", "picked_up", "delivered"];
  const times = steps.map((step) => (tracked?.[step] ? Date.parse(tracked[step]) : Number.NaN));
  const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
  check(
    tracked?.order_status === "delivered" && gaps.every((gap) => gap >= paceMs),
    `order life: delivered, each step ≥ ${paceMs} ms after the last (gaps ${gaps.join(", ")} ms, ${polls} polls)`,
  );

  // Add fund: registered through A, answered on B's gateway page (the top-up waits in the database),
  // credited once — a second answer on A finds nothing.
  const walletOf = async (web) =>
    Number((await customer.request(web, "GET", "customer/info")).body.wallet_balance);
  const beforeFund = await walletOf(webA);
  const fund = await customer.request(webA, "POST", "customer/wallet/add-fund", {
    amount: 10,
    payment_method: "demo",
  });
  const payment =
    fund.status === 200 ? new URL(fund.body.redirect_link).searchParams.get("payment") : null;
  const answerGateway = (api) =>
    fetch(`${api}/payment/wallet-demo`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payment: payment ?? "", outcome: "success" }),
      redirect: "manual",
    });
  const paidOnB = await answerGateway(apis[1]);
  const replayOnA = await answerGateway(apis[0]);
  const afterFund = await walletOf(webB);
  check(
    paidOnB.status === 200 &&
      replayOnA.status === 404 &&
      Math.abs(afterFund - beforeFund - 10) < 0.005,
    `add fund through A, paid on B's gateway once (${fund.status}, ${paidOnB.status}, replay ${replayOnA.status}; wallet ${beforeFund} → ${afterFund})`,
  );

  // Sign-out through B ends the session on A too.
  const out = await customer.request(webB, "POST", "auth/logout", {});
  const afterOut = await customer.request(webA, "GET", "customer/info");
  check(
    out.status === 200 && afterOut.status === 401,
    `signed out through B, refused on A (${out.status}, ${afterOut.status})`,
  );
}

async function main() {
  const started = Date.now();
  const database = `two_instances_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const clockFrom = new Date().toISOString();
  try {
    const apis = [0, 1].map((index) => `http://127.0.0.1:${basePort + index}`);
    const webs = [2, 3].map((index) => `http://127.0.0.1:${basePort + index}`);
    // Both APIs start at the same moment on the empty database: one migrates and seeds, the other waits.
    apis.forEach((api, index) =>
      start(`api-${index}`, "node", ["dist/server.js"], `${root}/apps/api`, {
        PORT: String(basePort + index),
        DATABASE_URL: url.toString(),
        DEMO_MODE: "1",
        DEMO_CLOCK: "12:00",
        DEMO_CLOCK_FROM: clockFrom,
        ORDER_LIFE_PACE_MS: String(paceMs),
        LOG_LEVEL: "warn",
        TRUSTED_PROXIES: "127.0.0.1,::1,::ffff:127.0.0.1",
      }),
    );
    await Promise.all(apis.map((api, index) => waitFor(`${api}/health`, `api-${index}`)));
    check(true, "both API instances started at once on the empty database");
    webs.forEach((web, index) =>
      start(
        `web-${index}`,
        "pnpm",
        ["exec", "next", "start", "-p", String(basePort + 2 + index), "-H", "127.0.0.1"],
        `${root}/apps/web`,
        { API_BASE_URL: apis[index], SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: "1" },
      ),
    );
    await Promise.all(webs.map((web, index) => waitFor(`${web}/robots.txt`, `web-${index}`)));
    await journey(webs, apis);
  } finally {
    for (const { child } of children) child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failures.length > 0) {
    process.stderr.write(`\n${failures.length} of ${checks} checks failed (${seconds} s)\n`);
    process.exit(1);
  }
  process.stdout.write(`\nTwo instances: ${checks} checks passed in ${seconds} s\n`);
}

main().catch((error) => {
  for (const { child } of children) child.kill("SIGTERM");
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
