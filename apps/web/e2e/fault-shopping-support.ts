import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

import { WEB_URL } from "./support";

/** Mango Shaved Ice (food, store 35): no variations, 4.50; three are above the store's minimum order. */
export const MANGO = { id: 510, name: "Mango Shaved Ice", price: 4.5, store: "Sweet Tooth Bakery" };

/** Puts `quantity` Mango Shaved Ice in the browser's cart through the storefront's proxy. */
export async function addMango(page: Page, quantity: number) {
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity },
    headers: { origin: WEB_URL },
  });
  expect(added.ok()).toBe(true);
}

/** The lines of the cart on the server (through the storefront's proxy), as "item id × quantity". */
export async function serverCart(page: Page): Promise<string[]> {
  const answer = await page.request.get("/api/v1/customer/cart/list", {
    headers: { accept: "application/json" },
  });
  expect(answer.status()).toBe(200);
  const lines = (await answer.json()) as { item_id: number; quantity: number }[];
  return lines.map((line) => `${String(line.item_id)} × ${String(line.quantity)}`);
}

/**
 * Every order of the signed-in customer, running and past (one list alone misses a moving order), counted
 * by id: an order that moves from running to past between the two reads is in both answers and counts once.
 */
export async function orderCount(page: Page): Promise<number> {
  const ids = new Set<number>();
  for (const list of ["running-orders", "list"]) {
    const answer = await page.request.get(`/api/v1/customer/order/${list}?limit=50&offset=1`, {
      headers: { accept: "application/json" },
    });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { total_size: number; orders: { id: number }[] };
    expect(body.total_size).toBeLessThan(50);
    for (const order of body.orders) ids.add(order.id);
  }
  return ids.size;
}
