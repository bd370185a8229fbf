import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { TestServer } from "../testing/test-server";
import type { ClientOptions } from "./create-client";
import type { SchemaDriftReport } from "./drift-reporter";
import { addToCart, getCart, updateCartLine } from "../endpoints/cart";
import { getProfile } from "../endpoints/customer";
import { getCoupons } from "../endpoints/promotions";
import { isResponseValidationError } from "../errors/validation-error";
import { foodCartLineWire, foodItemWire, groceryCartLineWire } from "../testing/fixtures";
import { startTestServer } from "../testing/test-server";
import { createClient } from "./create-client";

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

function clients(options: Partial<ClientOptions> = {}) {
  const reports: SchemaDriftReport[] = [];
  const base = { baseUrl: server.baseUrl, retry: 0, context: { token: "tok" }, ...options };
  return {
    reports,
    tolerant: createClient({ ...base, onSchemaDrift: (report) => reports.push(report) }),
    strict: createClient({
      ...base,
      strict: true,
      onSchemaDrift: (report) => reports.push(report),
    }),
  };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

/** A food cart line as the production backend sends it: `item.add_ons` is the JSON string of the ids. */
const backendCartLine = {
  ...foodCartLineWire,
  add_on_ids: '["11","12"]',
  add_on_qtys: '["2","1"]',
  item: {
    ...foodItemWire,
    add_ons: '["11","12"]',
    addons: [
      { id: 11, name: "Raita", price: "1.25", isChecked: true, quantity: 2 },
      { id: 12, name: "Salad", price: 2, isChecked: true, quantity: 1 },
    ],
  },
};

const freeDeliveryCoupon = {
  id: 4,
  code: "FREESHIP",
  title: "Free delivery",
  discount: 0,
  discount_type: "",
  coupon_type: "free_delivery",
  min_purchase: 10,
};

const profileWithGaps = {
  id: 1001,
  f_name: "Ada",
  l_name: "Lovelace",
  selected_modules_for_interest: { "0": "1", "2": "2" },
};

describe("the three drift cases of the production backend parse in both modes", () => {
  it("cart lines whose item.add_ons is a JSON string of ids take the AddOn objects of item.addons (list, add, update)", async () => {
    const { tolerant, strict, reports } = clients();
    server.route("GET", "customer/cart/list", { body: [backendCartLine, groceryCartLineWire] });
    server.route("POST", "customer/cart/add", { body: [backendCartLine] });
    server.route("POST", "customer/cart/update", { body: [backendCartLine] });
    for (const client of [tolerant, strict]) {
      const [line] = await getCart(client);
      expect(line?.add_on_ids).toStrictEqual([11, 12]);
      expect(line?.add_on_qtys).toStrictEqual([2, 1]);
      expect(line?.item.add_ons?.map((addOn) => [addOn.id, addOn.price, addOn.quantity])).toEqual([
        [11, 1.25, 2],
        [12, 2, 1],
      ]);
      const added = await addToCart(client, { item_id: 7, model: "Item", price: 15, quantity: 1 });
      expect(added[0]?.item.add_ons?.[0]?.name).toBe("Raita");
      const updated = await updateCartLine(client, { cart_id: 31, price: 15, quantity: 2 });
      expect(updated[0]?.item.add_ons?.[1]?.name).toBe("Salad");
    }
    expect(reports).toStrictEqual([]);
  });

  it("a free-delivery coupon's discount_type '' reads as null", async () => {
    const { tolerant, strict, reports } = clients();
    server.route("GET", "coupon/list", { body: [freeDeliveryCoupon] });
    for (const client of [tolerant, strict]) {
      const [coupon] = await getCoupons(client);
      expect(coupon?.discount_type).toBeNull();
      expect(coupon?.code).toBe("FREESHIP");
    }
    expect(reports).toStrictEqual([]);
  });

  it("a profile's selected_modules_for_interest sent as an index-keyed object reads as the list of module ids", async () => {
    const { tolerant, strict, reports } = clients();
    server.route("GET", "customer/info", { body: profileWithGaps });
    for (const client of [tolerant, strict]) {
      expect((await getProfile(client)).selected_modules_for_interest).toStrictEqual([1, 2]);
    }
    expect(reports).toStrictEqual([]);
  });
});

describe("drift the schemas cannot repair: tolerant drops the secondary field and reports once, strict fails", () => {
  it("a JSON string of add-on ids with no addons beside it: the item's add_ons are dropped from every line", async () => {
    const { tolerant, strict, reports } = clients();
    const line = { ...backendCartLine, item: { ...backendCartLine.item, addons: undefined } };
    server.route("GET", "customer/cart/list", {
      body: [line, { ...line, id: 33 }],
    });
    const cart = await getCart(tolerant);
    expect(cart).toHaveLength(2);
    expect(cart[0]?.item.add_ons).toBeUndefined();
    expect("add_ons" in (cart[1]?.item ?? {})).toBe(false);
    expect(cart[0]?.item.name).toBe(foodItemWire.name);
    expect(cart[0]?.price).toBe(15);
    await getCart(tolerant);
    expect(reports).toStrictEqual([
      {
        endpoint: "customer/cart/list",
        path: "0.item.add_ons",
        issue: {
          path: "0.item.add_ons.0",
          message: "Invalid input: expected object, received string",
        },
      },
    ]);

    const error = await caught(getCart(strict));
    expect(isResponseValidationError(error)).toBe(true);
    if (!isResponseValidationError(error)) return;
    expect(error.path).toBe("0.item.add_ons.0");
    expect(reports).toHaveLength(1);
  });

  it("an object with keys that are not indices where the interests list belongs", async () => {
    const { tolerant, strict, reports } = clients();
    server.route("GET", "customer/info", {
      body: { ...profileWithGaps, selected_modules_for_interest: { grocery: "1" } },
    });
    const profile = await getProfile(tolerant);
    expect(profile.selected_modules_for_interest).toBeUndefined();
    expect(profile.f_name).toBe("Ada");
    expect(reports.map((report) => [report.endpoint, report.path])).toStrictEqual([
      ["customer/info", "selected_modules_for_interest"],
    ]);
    const error = await caught(getProfile(strict));
    expect(isResponseValidationError(error) && error.path).toBe("selected_modules_for_interest");
  });

  it("a display text sent as an object and a date sent as a number: each field is dropped and reported once", async () => {
    const { tolerant, strict, reports } = clients();
    server.route("GET", "coupon/list", {
      body: [{ ...freeDeliveryCoupon, title: { en: "Free delivery" }, start_date: 20260101 }],
    });
    const [coupon] = await getCoupons(tolerant);
    expect(coupon?.title).toBeUndefined();
    expect(coupon?.start_date).toBeUndefined();
    expect(coupon?.discount_type).toBeNull();
    expect(reports.map((report) => report.path)).toStrictEqual(["0.title", "0.start_date"]);
    const error = await caught(getCoupons(strict));
    expect(isResponseValidationError(error) && error.issues.map((issue) => issue.path)).toEqual([
      "0.title",
      "0.start_date",
    ]);
  });

  it("an essential field still fails the response in tolerant mode", async () => {
    const { tolerant, reports } = clients();
    server.route("GET", "coupon/list", {
      body: [{ ...freeDeliveryCoupon, discount_type: "free" }],
    });
    const error = await caught(getCoupons(tolerant));
    expect(isResponseValidationError(error) && error.path).toBe("0.discount_type");
    server.route("GET", "customer/cart/list", {
      body: [{ ...foodCartLineWire, price: "fifteen" }],
    });
    const cartError = await caught(getCart(tolerant));
    expect(isResponseValidationError(cartError) && cartError.path).toBe("0.price");
    expect(reports).toStrictEqual([]);
  });

  it("a throwing onSchemaDrift does not fail the call", async () => {
    const client = createClient({
      baseUrl: server.baseUrl,
      onSchemaDrift: () => {
        throw new Error("logger down");
      },
    });
    server.route("GET", "customer/info", {
      body: { ...profileWithGaps, selected_modules_for_interest: "none" },
    });
    expect((await getProfile(client)).f_name).toBe("Ada");
  });
});
