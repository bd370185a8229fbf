import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cartSchema } from "@marketplace/api-client";

import type { ItemRow } from "../../orders/fixtures";
import { cartLines } from "../../db/schema";
import {
  limitedItem,
  otherStoreGroceryItem,
  plainGroceryItem,
  variedLimitedItem,
} from "../../orders/fixtures";
import { call, errorCode, newGuest, signIn } from "../../orders/testing";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let plain: ItemRow;
beforeAll(async () => {
  setup = await createTestApp();
  plain = await plainGroceryItem(setup.database.db);
});
afterAll(async () => {
  await setup.dispose();
});

const add = (guestId: number, item: ItemRow, extra: Record<string, unknown> = {}) =>
  call(setup.app, "POST", "customer/cart/add", {
    moduleId: item.moduleId,
    body: {
      guest_id: guestId,
      item_id: item.id,
      model: "Item",
      price: item.price,
      quantity: 1,
      ...extra,
    },
  });

describe("customer/cart/add and list", () => {
  it("adds a line and answers the whole cart with the production line shape", async () => {
    const guest = await newGuest(setup.app);
    const result = await add(guest, plain, { quantity: 2 });
    expect(result.status).toBe(200);
    const cart = cartSchema.parse(result.body);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      item_id: plain.id,
      quantity: 2,
      user_id: guest,
      is_guest: true,
    });
    const list = await call(setup.app, "GET", `customer/cart/list?guest_id=${String(guest)}`, {
      moduleId: plain.moduleId,
    });
    expect(cartSchema.parse(list.body)).toHaveLength(1);
  });

  it("refuses the same item twice with 403 cart_item", async () => {
    const guest = await newGuest(setup.app);
    await add(guest, plain);
    const again = await add(guest, plain);
    expect(again.status).toBe(403);
    expect(errorCode(again.body)).toBe("cart_item");
  });

  it("refuses more than maximum_cart_quantity with 403 cart_item_limit", async () => {
    const item = await limitedItem(setup.database.db);
    const guest = await newGuest(setup.app);
    const over = await add(guest, item, { quantity: (item.maximumCartQuantity ?? 0) + 1 });
    expect(over.status).toBe(403);
    expect(errorCode(over.body)).toBe("cart_item_limit");
  });

  it("refuses more than the stock", async () => {
    const guest = await newGuest(setup.app);
    const over = await add(guest, plain, { quantity: plain.stock + 1 });
    expect(over.status).toBe(403);
    expect(errorCode(over.body)).toBe("stock_out");
  });

  it("keeps one store per cart", async () => {
    const guest = await newGuest(setup.app);
    await add(guest, plain);
    const other = await otherStoreGroceryItem(setup.database.db, plain.storeId);
    const result = await add(guest, other);
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe("store");
  });

  it("needs a guest id the server issued, or a token", async () => {
    expect((await add(123456, plain)).status).toBe(401);
    const none = await call(setup.app, "GET", "customer/cart/list", { moduleId: 1 });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ errors: "Unauthorized" });
  });
});

describe("cart ownership", () => {
  it("refuses another guest's or user's line on update and remove, leaking nothing", async () => {
    const owner = await newGuest(setup.app);
    const intruder = await newGuest(setup.app);
    const cart = cartSchema.parse((await add(owner, plain)).body);
    const lineId = cart[0]?.id ?? 0;
    const token = await signIn(setup.app);
    const attempts = [
      call(setup.app, "POST", "customer/cart/update", {
        moduleId: 1,
        body: { guest_id: intruder, cart_id: lineId, price: 1, quantity: 3 },
      }),
      call(
        setup.app,
        "DELETE",
        `customer/cart/remove-item?cart_id=${String(lineId)}&guest_id=${String(intruder)}`,
        {
          moduleId: 1,
        },
      ),
      call(setup.app, "POST", "customer/cart/update", {
        moduleId: 1,
        token,
        body: { cart_id: lineId, price: 1, quantity: 3 },
      }),
      call(setup.app, "DELETE", `customer/cart/remove-item?cart_id=${String(lineId)}`, {
        moduleId: 1,
        token,
      }),
    ];
    const missing = await call(
      setup.app,
      "DELETE",
      `customer/cart/remove-item?cart_id=999999&guest_id=${String(intruder)}`,
      {
        moduleId: 1,
      },
    );
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).toEqual(missing.body);
    }
    const [row] = await setup.database.db.select().from(cartLines).where(eq(cartLines.id, lineId));
    expect(row?.quantity).toBe(1);
  });

  it("updates and removes the owner's own line", async () => {
    const guest = await newGuest(setup.app);
    const lineId = cartSchema.parse((await add(guest, plain)).body)[0]?.id ?? 0;
    const updated = await call(setup.app, "POST", "customer/cart/update", {
      moduleId: 1,
      body: { guest_id: guest, cart_id: lineId, price: 1, quantity: 3 },
    });
    expect(cartSchema.parse(updated.body)[0]?.quantity).toBe(3);
    const removed = await call(
      setup.app,
      "DELETE",
      `customer/cart/remove-item?cart_id=${String(lineId)}&guest_id=${String(guest)}`,
      {
        moduleId: 1,
      },
    );
    expect(cartSchema.parse(removed.body)).toEqual([]);
  });

  it("merges the guest's cart into the account on login with guest_id", async () => {
    const guest = await newGuest(setup.app);
    await add(guest, plain);
    const login = await call(setup.app, "POST", "auth/login", {
      body: {
        login_type: "manual",
        email_or_phone: "second@marketplace.test",
        password: "Demo1234",
        field_type: "email",
        guest_id: guest,
      },
    });
    const token = (login.body as { token: string }).token;
    const cart = cartSchema.parse(
      (await call(setup.app, "GET", "customer/cart/list", { moduleId: 1, token })).body,
    );
    expect(cart.map((line) => line.item_id)).toContain(plain.id);
    const guestCart = await call(setup.app, "GET", `customer/cart/list?guest_id=${String(guest)}`, {
      moduleId: 1,
    });
    expect(guestCart.body).toEqual([]);
    await call(setup.app, "DELETE", "customer/cart/remove", { moduleId: 1, token });
  });
});

describe("cart concurrency", () => {
  it("20 concurrent adds of the same item create one line", async () => {
    const guest = await newGuest(setup.app);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(guest, plain)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const rows = await setup.database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.ownerKey, `g:${String(guest)}`));
    expect(rows).toHaveLength(1);
  });

  it("concurrent adds of different variations never exceed the maximum quantity", async () => {
    const item = await variedLimitedItem(setup.database.db);
    const guest = await newGuest(setup.app);
    const variations = item.variations.filter((variation) => variation.stock > 2).slice(0, 3);
    const results = await Promise.all(
      variations.map((variation) =>
        add(guest, item, {
          variation: [{ type: variation.type, price: variation.price, stock: variation.stock }],
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(2);
    const rows = await setup.database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.ownerKey, `g:${String(guest)}`));
    expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(2);
  });
});
