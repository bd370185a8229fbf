import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  addFundResponseSchema,
  messageResponseSchema,
  pagedTransactionsSchema,
  profileSchema,
  walletBonusSchema,
} from "@marketplace/api-client";

import { createApp } from "../../app";
import { createLogger } from "../../lib/logger";
import { call, errorCode, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp, testEnv } from "../../test/test-db";
import { PENDING_PER_CUSTOMER } from "./wallet-gateway";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
beforeAll(async () => {
  setup = await createTestApp();
  demo = await signIn(setup.app);
});
afterAll(async () => {
  await setup.dispose();
});

/** Answers the demo gateway's form (as its Pay or Fail button does). */
const payThroughGateway = (link: URL, outcome: "success" | "fail") =>
  setup.app.request("/payment/wallet-demo", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      payment: link.searchParams.get("payment") ?? "",
      outcome,
    }).toString(),
  });

const balance = async () =>
  profileSchema.parse((await call(setup.app, "GET", "customer/info", { token: demo })).body);

describe("wallet and loyalty", () => {
  it("adds funds (demo) with the bonus and records the transaction", async () => {
    const before = (await balance()).wallet_balance ?? 0;
    const result = await call(setup.app, "POST", "customer/wallet/add-fund", {
      token: demo,
      body: { amount: 50, payment_method: "demo", callback: "http://localhost:3000/wallet" },
    });
    const link = new URL(addFundResponseSchema.parse(result.body).redirect_link);
    expect(link.pathname).toBe("/payment/wallet-demo");
    // Nothing is credited before the gateway answers.
    expect((await balance()).wallet_balance).toBe(before);
    const paid = await payThroughGateway(link, "success");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe("http://localhost:3000/wallet?flag=success");
    expect((await balance()).wallet_balance).toBe(before + 55);
    const ledger = pagedTransactionsSchema.parse(
      (
        await call(setup.app, "GET", "customer/wallet/transactions?limit=10&offset=1", {
          token: demo,
        })
      ).body,
    );
    expect(ledger.data[0]).toMatchObject({ transaction_type: "add_fund", credit: 55 });
    const bonuses = await call(setup.app, "GET", "customer/wallet/bonuses", { token: demo });
    expect(walletBonusSchema.array().parse(bonuses.body)).toHaveLength(1);
  });

  it("the gateway page shows the top-up with its bonus; a failed payment credits nothing and says fail", async () => {
    const before = (await balance()).wallet_balance ?? 0;
    const result = await call(setup.app, "POST", "customer/wallet/add-fund", {
      token: demo,
      body: { amount: 60, payment_method: "stripe", callback: "http://localhost:3000/wallet" },
    });
    const link = new URL(addFundResponseSchema.parse(result.body).redirect_link);
    const page = await setup.app.request(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("$60.00");
    expect(text).toContain("$6.00");
    expect(text).toContain("stripe");
    const failed = await payThroughGateway(link, "fail");
    expect(failed.headers.get("location")).toBe("http://localhost:3000/wallet?flag=fail");
    expect((await balance()).wallet_balance).toBe(before);
    // The payment is answered once: neither outcome can be replayed.
    expect((await payThroughGateway(link, "success")).status).toBe(404);
    expect((await balance()).wallet_balance).toBe(before);
  });

  it("the gateway refuses an unknown or malformed payment id and escapes the method name", async () => {
    const unknown = await setup.app.request(`/payment/wallet-demo?payment=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    const malformed = await setup.app.request("/payment/wallet-demo?payment=1%20or%201");
    expect(malformed.status).toBe(403);
    const result = await call(setup.app, "POST", "customer/wallet/add-fund", {
      token: demo,
      body: { amount: 5, payment_method: "<script>alert(1)</script>" },
    });
    const link = new URL(addFundResponseSchema.parse(result.body).redirect_link);
    const text = await (await setup.app.request(`${link.pathname}${link.search}`)).text();
    expect(text).not.toContain("<script>alert(1)</script>");
    expect(text).toContain("&lt;script&gt;");
    // Without a callback the gateway answers the outcome as JSON.
    const paid = await payThroughGateway(link, "success");
    expect(await paid.json()).toEqual({ payment: "success" });
  });

  it("a top-up registered on one instance is paid on another, once, even with two answers at once", async () => {
    // A second app on the same database: the gateway's Pay click may reach any instance.
    const other = createApp({
      db: setup.database.db,
      env: testEnv,
      logger: createLogger("silent"),
      now: () => testNow,
    });
    const before = (await balance()).wallet_balance ?? 0;
    const result = await call(setup.app, "POST", "customer/wallet/add-fund", {
      token: demo,
      body: { amount: 20, payment_method: "demo", callback: "http://localhost:3000/wallet" },
    });
    const link = new URL(addFundResponseSchema.parse(result.body).redirect_link);
    expect((await other.request(`${link.pathname}${link.search}`)).status).toBe(200);
    const answer = (app: typeof other) =>
      app.request("/payment/wallet-demo", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          payment: link.searchParams.get("payment") ?? "",
          outcome: "success",
        }).toString(),
      });
    const statuses = (await Promise.all([answer(other), answer(setup.app)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([303, 404]);
    expect((await balance()).wallet_balance).toBe(before + 20);
  });

  it("keeps at most 20 waiting top-ups per customer: the oldest are forgotten", async () => {
    const links: URL[] = [];
    for (let index = 0; index < PENDING_PER_CUSTOMER + 1; index += 1) {
      const result = await call(setup.app, "POST", "customer/wallet/add-fund", {
        token: demo,
        body: { amount: 1, payment_method: "demo" },
      });
      links.push(new URL(addFundResponseSchema.parse(result.body).redirect_link));
    }
    const status = async (link: URL | undefined) =>
      link ? (await setup.app.request(`${link.pathname}${link.search}`)).status : 0;
    expect(await status(links[0])).toBe(404);
    expect(await status(links[1])).toBe(200);
    expect(await status(links.at(-1))).toBe(200);
  });

  it("transfers points at the exchange rate, within the balance and above the minimum", async () => {
    const before = await balance();
    const small = await call(setup.app, "POST", "customer/loyalty-point/point-transfer", {
      token: demo,
      body: { point: 50 },
    });
    expect(small.status).toBe(403);
    const tooMany = await call(setup.app, "POST", "customer/loyalty-point/point-transfer", {
      token: demo,
      body: { point: 100_000 },
    });
    expect(errorCode(tooMany.body)).toBe("point");
    const ok = await call(setup.app, "POST", "customer/loyalty-point/point-transfer", {
      token: demo,
      body: { point: 200 },
    });
    expect(messageResponseSchema.parse(ok.body).message).toBe(
      "Point to wallet transfer successfully.",
    );
    const after = await balance();
    expect(after.loyalty_point).toBe((before.loyalty_point ?? 0) - 200);
    expect(after.wallet_balance).toBe((before.wallet_balance ?? 0) + 20);
    const points = pagedTransactionsSchema.parse(
      (
        await call(setup.app, "GET", "customer/loyalty-point/transactions?limit=5&offset=1", {
          token: demo,
        })
      ).body,
    );
    expect(points.data[0]).toMatchObject({ debit: 200 });
  });

  it("needs a signed-in customer", async () => {
    expect(
      (await call(setup.app, "GET", "customer/wallet/transactions", { token: null })).status,
    ).toBe(401);
  });
});

describe("newsletter/subscribe", () => {
  it("subscribes an email once", async () => {
    const first = await call(setup.app, "POST", "newsletter/subscribe", {
      body: { email: "news@example.com" },
    });
    expect(messageResponseSchema.parse(first.body).message).toBe("Subscribed Successfully");
    const again = await call(setup.app, "POST", "newsletter/subscribe", {
      body: { email: "news@example.com" },
    });
    expect(again.status).toBe(403);
    const bad = await call(setup.app, "POST", "newsletter/subscribe", { body: { email: "nope" } });
    expect(bad.status).toBe(403);
  });
});
