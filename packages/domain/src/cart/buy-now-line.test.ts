import { describe, expect, it } from "vitest";

import { burger, milk, tShirt } from "../__fixtures__/items";
import { checkoutTotals } from "../checkout/checkout-totals";
import { buyNowLine } from "./buy-now-line";

const totalsOf = (line: Parameters<typeof checkoutTotals>[0]["lines"][number]) =>
  checkoutTotals({
    lines: [line],
    digits: 2,
    coupon: null,
    orderType: "take_away",
    store: { lat: 0, lng: 0, taxPercent: 0, freeDelivery: false },
    destination: { lat: 0, lng: 0 },
    rule: { perKmCharge: 0, minimumCharge: 0, maximumCharge: null },
    increasedFeePercent: null,
    freeDeliveryOver: null,
    tips: 0,
  });

describe("buyNowLine", () => {
  it("prices the line from the item: a link price of 0.01 is ignored", () => {
    const outcome = buyNowLine(
      milk,
      { item_id: milk.id, model: "Item", price: 0.01, quantity: 2 },
      2,
    );
    expect(outcome.code).toBe("ok");
    if (outcome.code !== "ok") return;
    expect(outcome.body.price).toBe(2.49);
    expect(outcome.line.price).toBe(2.49);
    expect(outcome.line.quantity).toBe(2);
    expect(outcome.line.id).toBe(0);
    // The items line before discounts: 2 × 2.49.
    expect(totalsOf(outcome.line).itemsTotal).toBe(498);
  });

  it("keeps the food choices and add-ons, priced with their options", () => {
    const outcome = buyNowLine(
      burger,
      {
        item_id: burger.id,
        model: "Item",
        price: 0,
        quantity: 2,
        variation: [{ name: "Size", values: { label: ["Large"] } }],
        add_on_ids: [2, 1],
        add_on_qtys: [1, 3],
      },
      2,
    );
    expect(outcome.code).toBe("ok");
    if (outcome.code !== "ok") return;
    expect(outcome.body).toEqual({
      item_id: 101,
      model: "Item",
      price: 12.5,
      quantity: 2,
      add_on_ids: [1, 2],
      add_on_qtys: [3, 1],
      variation: [{ name: "Size", values: { label: ["Large"] } }],
    });
    // 2 × 12.50 + 3 × 0.99 + 1 × 1.50
    expect(totalsOf(outcome.line).itemsTotal).toBe(2500 + 297 + 150);
  });

  it("refuses a required food variation left out, as the cart does", () => {
    expect(
      buyNowLine(burger, { item_id: burger.id, model: "Item", price: 10, quantity: 1 }, 2),
    ).toEqual({ code: "variation_invalid", issue: { code: "variation_required", name: "Size" } });
  });

  it("refuses unknown options and add-ons, and a missing variation on an item that has some", () => {
    const base = { item_id: burger.id, model: "Item" as const, price: 10, quantity: 1 };
    expect(
      buyNowLine(burger, { ...base, variation: [{ name: "Size", values: { label: ["Huge"] } }] }, 2)
        .code,
    ).toBe("choice_invalid");
    expect(
      buyNowLine(
        burger,
        {
          ...base,
          variation: [{ name: "Size", values: { label: ["Large"] } }],
          add_on_ids: [99],
          add_on_qtys: [1],
        },
        2,
      ).code,
    ).toBe("choice_invalid");
    expect(
      buyNowLine(tShirt, { item_id: tShirt.id, model: "Item", price: 12, quantity: 1 }, 2).code,
    ).toBe("choice_invalid");
    expect(
      buyNowLine(
        tShirt,
        {
          item_id: tShirt.id,
          model: "Item",
          price: 12,
          quantity: 1,
          variation: [{ type: "Green-S" }],
        },
        2,
      ).code,
    ).toBe("choice_invalid");
  });

  it("prices a variation from the item, not from the link", () => {
    const outcome = buyNowLine(
      tShirt,
      {
        item_id: tShirt.id,
        model: "Item",
        price: 0.01,
        quantity: 2,
        variation: [{ type: "Red-M", price: 0.01, stock: 999 }],
      },
      2,
    );
    expect(outcome.code).toBe("ok");
    if (outcome.code !== "ok") return;
    expect(outcome.body.variation).toEqual([{ type: "Red-M", price: 12, stock: 5 }]);
    expect(outcome.body.price).toBe(12);
  });

  it("applies stock and maximum cart quantity", () => {
    const red = [{ type: "Red-M" }];
    const shirt = { item_id: tShirt.id, model: "Item" as const, price: 12 };
    expect(buyNowLine(tShirt, { ...shirt, quantity: 5, variation: red }, 2).code).toBe("ok");
    expect(buyNowLine(tShirt, { ...shirt, quantity: 6, variation: red }, 2).code).toBe(
      "out_of_stock",
    );
    expect(
      buyNowLine(tShirt, { ...shirt, quantity: 1, variation: [{ type: "Red-XL" }] }, 2).code,
    ).toBe("out_of_stock");
    expect(
      buyNowLine({ ...tShirt, stock: 100 }, { ...shirt, quantity: 6, variation: [] }, 2).code,
    ).toBe("choice_invalid");
    expect(
      buyNowLine(
        { ...milk, stock: 100, maximum_cart_quantity: 4 },
        { item_id: milk.id, model: "Item", price: 2.49, quantity: 5 },
        2,
      ).code,
    ).toBe("out_of_limits");
    expect(
      buyNowLine(milk, { item_id: milk.id, model: "Item", price: 2.49, quantity: 4 }, 2).code,
    ).toBe("out_of_stock");
  });

  it("refuses a link naming another item or the wrong model", () => {
    expect(buyNowLine(milk, { item_id: 1, model: "Item", price: 2.49, quantity: 1 }, 2).code).toBe(
      "item_mismatch",
    );
    expect(
      buyNowLine(milk, { item_id: milk.id, model: "ItemCampaign", price: 2.49, quantity: 1 }, 2)
        .code,
    ).toBe("item_mismatch");
    const campaign = { ...milk, available_date_starts: "2026-01-01" };
    expect(
      buyNowLine(campaign, { item_id: milk.id, model: "ItemCampaign", price: 2.49, quantity: 1 }, 2)
        .code,
    ).toBe("ok");
  });

  it("refuses misaligned add-on lists", () => {
    expect(
      buyNowLine(
        milk,
        {
          item_id: milk.id,
          model: "Item",
          price: 2.49,
          quantity: 1,
          add_on_ids: [1, 2],
          add_on_qtys: [1],
        },
        2,
      ).code,
    ).toBe("choice_invalid");
  });
});
