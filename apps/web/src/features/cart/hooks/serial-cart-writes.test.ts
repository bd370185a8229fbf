import { describe, expect, it } from "vitest";

import type { Cart } from "@marketplace/api-client";
import { cartSchema, itemSchema } from "@marketplace/api-client";

import { withAddedLine, withUpdatedLine } from "./optimistic-lines";
import { SerialCartWrites } from "./serial-cart-writes";

const mango = itemSchema.parse({ id: 510, name: "Mango Shaved Ice", price: 4.5, store_id: 35 });
const tea = itemSchema.parse({ id: 511, name: "Iced Lemon Tea", price: 2, store_id: 35 });

function cart(quantity: number): Cart {
  return cartSchema.parse([
    { id: 31, item_id: 510, item: mango, price: 4.5, quantity, variation: [] },
  ]);
}

/** The cache the writes draw in, and each value it was given. */
function cacheOf(start: Cart | undefined) {
  let value = start;
  return {
    read: () => value,
    write: (lines: Cart | undefined) => {
      value = lines;
    },
  };
}

/** A write the test answers or refuses when it likes, and whether it was sent. */
function heldWrite() {
  let resolve: (cart: Cart) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const held = {
    sent: false,
    send: () => {
      held.sent = true;
      return new Promise<Cart>((yes, no) => {
        resolve = yes;
        reject = no;
      });
    },
    answer: (lines: Cart) => resolve(lines),
    refuse: () => reject(new Error("refused")),
  };
  return held;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const quantityOf = (lines: Cart | undefined) => lines?.find((line) => line.id === 31)?.quantity;
const step = (quantity: number) => (lines: Cart) =>
  withUpdatedLine(lines, 31, { quantity }, mango.price);

/** Two writes drawn one right after the other over a cart holding one mango, both held. */
function twoWrites(firstDraw = step(2), secondDraw = step(3)) {
  const cache = cacheOf(cart(1));
  const writes = new SerialCartWrites(cache);
  const first = heldWrite();
  const second = heldWrite();
  const one = writes.run(firstDraw, first.send);
  const two = writes.run(secondDraw, second.send);
  return { cache, writes, first, second, one, two };
}

describe("SerialCartWrites", () => {
  it("sends two quick plus taps one after the other, in the order they were drawn", async () => {
    const { cache, first, second, one, two } = twoWrites();
    await settle();
    expect(quantityOf(cache.read())).toBe(3);
    expect(first.sent).toBe(true);
    expect(second.sent).toBe(false);
    first.answer(cart(2));
    await one;
    await settle();
    expect(second.sent).toBe(true);
    second.answer(cart(3));
    await two;
    expect(quantityOf(cache.read())).toBe(3);
  });

  it("keeps the second tap's quantity drawn when the first tap is answered", async () => {
    const { cache, first, one } = twoWrites();
    await settle();
    first.answer(cart(2));
    await one;
    expect(quantityOf(cache.read())).toBe(3);
  });

  it("drops only the refused write's draw: the later tap stays drawn over the server's cart", async () => {
    const { cache, first, second, one, two } = twoWrites(
      (lines) => withAddedLine(lines, tea, { quantity: 1 }, tea.price),
      step(2),
    );
    await settle();
    expect(cache.read()?.map((line) => line.item_id)).toEqual([510, 511]);
    first.refuse();
    await expect(one).rejects.toThrow("refused");
    expect(cache.read()?.map((line) => line.item_id)).toEqual([510]);
    expect(quantityOf(cache.read())).toBe(2);
    second.answer(cart(2));
    await two;
    expect(cache.read()).toEqual(cart(2));
  });

  it("puts the cart back as it was when the only write is refused", async () => {
    const before = cart(1);
    const cache = cacheOf(before);
    const writes = new SerialCartWrites(cache);
    const first = heldWrite();
    const one = writes.run(step(2), first.send);
    await settle();
    first.refuse();
    await expect(one).rejects.toThrow("refused");
    expect(cache.read()).toBe(before);
  });

  it("sends the next write after a refusal, and ignores a server read older than its answer", async () => {
    const { cache, writes, first, second, one, two } = twoWrites();
    await settle();
    first.refuse();
    await expect(one).rejects.toThrow("refused");
    const readBegan = writes.mark();
    await settle();
    expect(second.sent).toBe(true);
    second.answer(cart(3));
    await two;
    writes.rebase(cart(1), readBegan);
    expect(quantityOf(cache.read())).toBe(3);
    writes.rebase(cart(5), writes.mark());
    expect(quantityOf(cache.read())).toBe(5);
  });

  it("keeps the draw as the server's when a write answers no cart", async () => {
    const cache = cacheOf(cart(1));
    const writes = new SerialCartWrites(cache);
    await writes.run(step(4), () => Promise.resolve(undefined));
    expect(quantityOf(cache.read())).toBe(4);
  });

  it("takes an answer seen in the cache before its write settles, and never its own drawing", async () => {
    let value: Cart | undefined = cart(1);
    // Like the query cache: every write is seen by the writer (a copy, as structural sharing may keep
    // the previous value when the new one is equal).
    const writes: SerialCartWrites = new SerialCartWrites({
      read: () => value,
      write: (lines) => {
        value = lines;
        writes.answered(lines === undefined ? undefined : structuredClone(lines));
      },
    });
    const first = heldWrite();
    const second = heldWrite();
    const one = writes.run(step(2), first.send);
    void writes.run(step(3), second.send);
    await settle();
    expect(quantityOf(value)).toBe(3);
    // The SDK's answer lands in the cache while it refreshes the other cart queries.
    writes.answered(cart(2));
    expect(quantityOf(value)).toBe(3);
    first.answer(cart(2));
    await one;
    expect(quantityOf(value)).toBe(3);
    expect(second.sent).toBe(true);
  });
});
