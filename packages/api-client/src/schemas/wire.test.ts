import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  foodCartLineWire,
  foodItemWire,
  groceryCartLineWire,
  trackedOrderWire,
} from "../testing/fixtures";
import { cartSchema } from "./cart";
import { foodVariationSchema, itemSchema } from "./item";
import { deliveryManSchema, orderSchema } from "./order";
import { oneOrFirst, wireAmount, wireArray, wireFlag, wireIdList, wireNumber } from "./wire";

describe("wire helpers", () => {
  it("parses decimal strings as decimals, never as integers", () => {
    expect(wireNumber.parse("2.50")).toBe(2.5);
    expect(wireNumber.parse(" 12 ")).toBe(12);
    expect(wireNumber.safeParse("12abc").success).toBe(false);
    expect(wireAmount.parse("")).toBeNull();
  });

  it("reads an empty min/max of a single food variation as null", () => {
    const variation = foodVariationSchema.parse({
      name: "Size",
      type: "single",
      min: "",
      max: "",
      required: "off",
      values: [{ label: "Large", optionPrice: "2.50" }],
    });
    expect([variation.min, variation.max, variation.values[0]?.optionPrice]).toEqual([
      null,
      null,
      2.5,
    ]);
  });

  it("reads 0/1, '0'/'1', booleans and null as flags", () => {
    expect([1, "1", true, 0, "0", false, null].map((value) => wireFlag.parse(value))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(wireFlag.safeParse("maybe").success).toBe(false);
  });

  it("reads '' and null as empty arrays and JSON-array strings as arrays", () => {
    expect(wireArray(wireNumber).parse("")).toEqual([]);
    expect(wireArray(wireNumber).parse(null)).toEqual([]);
    expect(wireArray(wireNumber).parse("[1,2]")).toEqual([1, 2]);
    expect(wireIdList.parse("[1,3]")).toEqual([1, 3]);
    expect(wireIdList.parse(2)).toEqual([2]);
  });

  it("unwraps a one-element delivery_man array and reads an empty one as null", () => {
    expect(oneOrFirst(deliveryManSchema).parse([{ id: 4, f_name: "Rahim" }])).toEqual({
      id: 4,
      f_name: "Rahim",
    });
    expect(oneOrFirst(deliveryManSchema).parse([])).toBeNull();
  });

  it("parses any finite number given as a string to the same number", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(wireNumber.parse(String(value))).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: 1000 },
    );
  });

  it("accepts its own output again (parsing is idempotent) for items, carts and orders", () => {
    for (const [schema, wire] of [
      [itemSchema, foodItemWire],
      [cartSchema, [foodCartLineWire, groceryCartLineWire]],
      [orderSchema, trackedOrderWire],
    ] as const) {
      const once: unknown = schema.parse(wire);
      expect(schema.parse(once)).toEqual(once);
    }
  });
});
