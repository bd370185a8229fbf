import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { cartSchema } from "../schemas/cart";
import { categorySchema } from "../schemas/category";
import { orderSchema } from "../schemas/order";
import { searchResponseSchema } from "../schemas/search";
import { wireArray } from "../schemas/wire";
import {
  foodCartLineWire,
  foodItemWire,
  groceryCartLineWire,
  groceryItemWire,
  trackedOrderWire,
} from "../testing/fixtures";
import { COMPILE_AFTER_USES, responseValidator } from "./response-validator";

/** The validator the client uses for a schema once it has answered more than COMPILE_AFTER_USES responses. */
function hot<S extends Parameters<typeof responseValidator>[0]>(schema: S): S {
  for (let use = 0; use < COMPILE_AFTER_USES; use += 1) responseValidator(schema);
  return responseValidator(schema);
}

describe("responseValidator", () => {
  it("uses the runtime schema while cold and one compiled clone once hot", () => {
    // A schema no test has used yet: the counts live in the module, which other test files share.
    const schema = orderSchema.clone();
    for (let use = 0; use < COMPILE_AFTER_USES; use += 1) {
      expect(responseValidator(schema)).toBe(schema);
    }
    const compiled = responseValidator(schema);
    expect(compiled).not.toBe(schema);
    expect(responseValidator(schema)).toBe(compiled);
  });

  it("gets hot for a list schema written inline in an endpoint (one wireArray schema per item schema)", () => {
    const first = wireArray(categorySchema);
    expect(wireArray(categorySchema)).toBe(first);
    expect(hot(wireArray(categorySchema))).not.toBe(first);
    expect(first.parse("")).toStrictEqual([]);
  });

  it("returns what the runtime returns for the backend's quirky payloads", () => {
    const cart = [foodCartLineWire, groceryCartLineWire, { ...foodCartLineWire, add_on_ids: "" }];
    expect(hot(cartSchema).parse(cart)).toStrictEqual(cartSchema.parse(cart));
    const page = {
      total_size: "2",
      limit: "12",
      offset: 1,
      products: [foodItemWire, groceryItemWire],
    };
    const parsed = hot(searchResponseSchema).parse(page);
    expect(parsed).toStrictEqual(searchResponseSchema.parse(page));
    expect(parsed.products?.[0]?.food_variations?.[0]?.values[1]?.optionPrice).toBe(2.5);
    expect(hot(orderSchema).parse(trackedOrderWire)).toStrictEqual(
      orderSchema.parse(trackedOrderWire),
    );
  });

  it("reports the runtime's issue paths when a payload does not match", () => {
    const broken = [{ ...foodCartLineWire, item: { ...foodItemWire, price: "twelve" } }];
    const fast = hot(cartSchema).safeParse(broken);
    const runtime = cartSchema.safeParse(broken);
    expect(fast.success).toBe(false);
    expect(fast.error?.issues.map((issue) => issue.path)).toStrictEqual(
      runtime.error?.issues.map((issue) => issue.path),
    );
    expect(fast.error?.issues[0]?.path).toStrictEqual([0, "item", "price"]);
  });

  it("agrees with the runtime on arbitrary JSON (1000 runs)", () => {
    const compiled = hot(cartSchema);
    const line = fc.record({
      id: fc.oneof(fc.integer(), fc.constant("7"), fc.constant("")),
      item_id: fc.oneof(fc.integer(), fc.string()),
      price: fc.oneof(fc.double({ noNaN: true }), fc.constant("2.50"), fc.constant(null)),
      quantity: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant("3")),
      add_on_ids: fc.oneof(fc.constant(""), fc.constant("[1,2]"), fc.array(fc.integer())),
      item: fc.oneof(fc.constant(foodItemWire), fc.constant(groceryItemWire), fc.jsonValue()),
    });
    fc.assert(
      fc.property(fc.oneof(fc.array(line, { maxLength: 3 }), fc.jsonValue()), (body) => {
        const fast = compiled.safeParse(body);
        const runtime = cartSchema.safeParse(body);
        expect(fast.success).toBe(runtime.success);
        if (fast.success) expect(fast.data).toStrictEqual(runtime.data);
        else expect(fast.error.issues).toStrictEqual(runtime.error?.issues);
      }),
      { numRuns: 1000 },
    );
  });
});
