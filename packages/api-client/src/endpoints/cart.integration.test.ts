import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { TestServer } from "../testing/test-server";
import { createClient } from "../client/create-client";
import { isHttpError } from "../errors/http-error";
import { isRequestValidationError } from "../errors/validation-error";
import { foodCartLineWire, groceryCartLineWire } from "../testing/fixtures";
import { startTestServer } from "../testing/test-server";
import { addToCart, clearCart, getCart, removeCartLine, updateCartLine } from "./cart";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});

const guest = () =>
  createClient({ baseUrl: server.baseUrl, context: { guestId: 1001, moduleId: 2 } });

describe("cart", () => {
  it("parses the bare array of lines: food selections, add-on arrays, JSON-string arrays and numeric strings", async () => {
    server.route("GET", "customer/cart/list", { body: [foodCartLineWire, groceryCartLineWire] });
    const [food, grocery] = await getCart(guest());
    expect(food?.variation).toEqual([{ name: "Size", values: { label: ["Large"] } }]);
    expect(food?.add_on_ids).toEqual([11]);
    expect(food?.add_on_qtys).toEqual([2]);
    expect(food?.is_guest).toBe(true);
    expect(food?.item.food_variations?.[0]?.values[1]).toEqual({
      label: "Large",
      optionPrice: 2.5,
      isSelected: true,
    });
    expect(grocery?.add_on_ids).toEqual([]);
    expect(grocery?.price).toBe(1.99);
    expect(grocery?.quantity).toBe(3);
    expect(grocery?.variation).toEqual([{ type: "1L", price: 1.99, stock: 40 }]);
    expect(grocery?.item.food_variations).toEqual([]);
    expect(server.requests[0]?.query.get("guest_id")).toBe("1001");
    expect(server.requests[0]?.headers.moduleid).toBe("2");
  });

  it("adds a line with add-ons sorted by id and aligned, and the guest id in the body", async () => {
    server.route("POST", "customer/cart/add", { body: [foodCartLineWire] });
    const lines = await addToCart(guest(), {
      item_id: 7,
      model: "Item",
      price: 15,
      quantity: 2,
      add_on_ids: [12, 11],
      add_on_qtys: [1, 2],
      variation: [{ name: "Size", values: { label: ["Large"] } }],
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(server.requests[0]?.body ?? "{}")).toEqual({
      guest_id: "1001",
      item_id: 7,
      model: "Item",
      price: 15,
      quantity: 2,
      add_on_ids: [11, 12],
      add_on_qtys: [2, 1],
      variation: [{ name: "Size", values: { label: ["Large"] } }],
    });
  });

  it("refuses a quantity below 1 or misaligned add-ons without sending anything", async () => {
    const zero = addToCart(guest(), { item_id: 7, model: "Item", price: 15, quantity: 0 });
    await expect(zero).rejects.toSatisfy(isRequestValidationError);
    const misaligned = addToCart(guest(), {
      item_id: 7,
      model: "Item",
      price: 15,
      quantity: 1,
      add_on_ids: [11],
      add_on_qtys: [],
    });
    await expect(misaligned).rejects.toSatisfy(isRequestValidationError);
    expect(server.requests).toHaveLength(0);
  });

  it("maps 403 cart_item and cart_item_limit to HttpError codes", async () => {
    server.route("POST", "customer/cart/add", [
      {
        status: 403,
        body: { errors: [{ code: "cart_item", message: "Item already exists in cart" }] },
      },
      { status: 403, body: { errors: [{ code: "cart_item_limit", message: "Out of Limits" }] } },
    ]);
    const body = { item_id: 7, model: "Item" as const, price: 15, quantity: 1 };
    await expect(addToCart(guest(), body)).rejects.toSatisfy(
      (e) => isHttpError(e) && e.code === "cart_item",
    );
    await expect(addToCart(guest(), body)).rejects.toSatisfy(
      (e) => isHttpError(e) && e.code === "cart_item_limit",
    );
  });

  it("updates, removes a line and clears the cart, each answering the whole cart", async () => {
    server.route("POST", "customer/cart/update", { body: [groceryCartLineWire] });
    server.route("DELETE", "customer/cart/remove-item", { body: [] });
    server.route("DELETE", "customer/cart/remove", { body: [] });
    expect(await updateCartLine(guest(), { cart_id: 32, price: 1.99, quantity: 4 })).toHaveLength(
      1,
    );
    expect(await removeCartLine(guest(), 32)).toEqual([]);
    expect(await clearCart(guest())).toEqual([]);
    expect(
      server.requests.map((request) => [
        request.method,
        request.path,
        request.query.get("cart_id"),
      ]),
    ).toEqual([
      ["POST", "customer/cart/update", null],
      ["DELETE", "customer/cart/remove-item", "32"],
      ["DELETE", "customer/cart/remove", null],
    ]);
    expect(server.requests[2]?.query.get("guest_id")).toBe("1001");
  });
});
