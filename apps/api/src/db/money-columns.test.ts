import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "./client";
import { debitWallet } from "../orders/place-write";
import { createTestDatabase } from "../test/test-db";
import { users, walletTransactions } from "./schema";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** Every column that holds an amount of money (not rates, percents, distances or coordinates). */
const moneyColumns: [string, string][] = [
  ["users", "wallet_balance"],
  ["stores", "minimum_order"],
  ["stores", "minimum_shipping_charge"],
  ["stores", "per_km_shipping_charge"],
  ["stores", "maximum_shipping_charge"],
  ["stores", "extra_packaging_amount"],
  ["items", "price"],
  ["item_campaigns", "price"],
  ["items", "discount"],
  ["item_campaigns", "discount"],
  ["flash_sale_items", "discount"],
  ["flash_sale_items", "discount_amount"],
  ["flash_sale_items", "price"],
  ["coupons", "min_purchase"],
  ["coupons", "max_discount"],
  ["coupons", "discount"],
  ["cash_backs", "cashback_amount"],
  ["cash_backs", "min_purchase"],
  ["cash_backs", "max_discount"],
  ["cart_lines", "price"],
  ["wallet_transactions", "credit"],
  ["wallet_transactions", "debit"],
  ["wallet_transactions", "balance"],
  ["wallet_transactions", "admin_bonus"],
  ["module_zones", "per_km_shipping_charge"],
  ["module_zones", "minimum_shipping_charge"],
  ["module_zones", "maximum_shipping_charge"],
  ["module_zones", "maximum_cod_order_amount"],
  ["module_zones", "fixed_shipping_charge"],
  ["orders", "order_amount"],
  ["orders", "items_total"],
  ["orders", "coupon_discount_amount"],
  ["orders", "store_discount_amount"],
  ["orders", "total_tax_amount"],
  ["orders", "delivery_charge"],
  ["orders", "additional_charge"],
  ["orders", "extra_packaging_amount"],
  ["orders", "dm_tips"],
  ["order_details", "price"],
  ["order_details", "discount_on_item"],
  ["order_details", "tax_amount"],
  ["order_details", "total_add_on_price"],
  ["parcel_categories", "parcel_per_km_shipping_charge"],
  ["parcel_categories", "parcel_minimum_shipping_charge"],
  ["vehicles", "extra_charges"],
  ["tip_amounts", "amount"],
];

describe("money columns", () => {
  it("store every amount as an exact decimal", async () => {
    const result = await database.database.db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema()`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      table_name: string;
      column_name: string;
      data_type: string;
    }[];
    const types = new Map(
      rows.map((row) => [`${row.table_name}.${row.column_name}`, row.data_type]),
    );
    const wrong = moneyColumns
      .map(([table, column]) => `${table}.${column}`)
      .filter((name) => types.get(name) !== "numeric");
    expect(wrong).toEqual([]);
  });

  it("keeps a wallet of 100 debited by 90.48 at exactly 9.52 (balance and ledger)", async () => {
    const db: Db = database.database.db;
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    if (!user) throw new Error("no user");
    await db.update(users).set({ walletBalance: 100 }).where(eq(users.id, user.id));
    await debitWallet(db, user.id, 424242, 90.48);
    const [after] = await db
      .select({ balance: users.walletBalance })
      .from(users)
      .where(eq(users.id, user.id));
    expect(after?.balance).toBe(9.52);
    const [ledger] = await db
      .select({ balance: walletTransactions.balance })
      .from(walletTransactions)
      .where(eq(walletTransactions.transactionId, "order-424242"));
    expect(ledger?.balance).toBe(9.52);
  });
});
