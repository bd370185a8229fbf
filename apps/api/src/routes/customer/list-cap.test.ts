import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { wishlistSchema } from "@marketplace/api-client";

import { items, users, wishlists, zones } from "../../db/schema";
import { listCap } from "../../lib/list-cap";
import { call, signIn } from "../../orders/testing";
import { createTestApp } from "../../test/test-db";

/** Issue 20, finding 9: a list answer that is not paged holds at most `listCap` entries. */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let token = "";
beforeAll(async () => {
  setup = await createTestApp();
  token = await signIn(setup.app, "second@marketplace.test");
});
afterAll(async () => {
  await setup.dispose();
});

describe("list answers that are not paged are capped", () => {
  it(`the wish-list answers at most ${String(listCap)} entries, newest first`, async () => {
    const { db } = setup.database;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "second@marketplace.test"));
    const userId = user?.id ?? 0;
    const active = await db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.status, 1))
      .orderBy(items.id);
    expect(active.length).toBeGreaterThan(listCap * 2);
    await db.insert(wishlists).values(active.map((item) => ({ userId, itemId: item.id })));
    const zoneIds = (await db.select({ id: zones.id }).from(zones)).map((zone) => zone.id);
    const answer = await call(setup.app, "GET", "customer/wish-list", { token, zoneIds });
    expect(answer.status).toBe(200);
    const list = wishlistSchema.parse(answer.body);
    expect(list.item.length + list.store.length).toBeGreaterThan(0);
    expect(list.item.length + list.store.length).toBeLessThanOrEqual(listCap);
    // The newest entry is kept.
    const newest = active.at(-1)?.id;
    expect(list.item.map((item) => item.id)).toContain(newest);
  });
});
