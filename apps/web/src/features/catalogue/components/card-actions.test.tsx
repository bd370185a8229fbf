// @vitest-environment jsdom
import type { ReactElement } from "react";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { cartSchema, createClient, itemSchema } from "@marketplace/api-client";
import { cartQueryOptions } from "@marketplace/api-client/query";

import type { CardActionTexts } from "./card-actions";
import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { CartButton } from "~/features/cart/components/cart-button";
import { shoppingBus } from "~/features/cart/shopping-bus";
import { QuerySeed } from "~/lib/query/query-seed";
import { VisitorProvider } from "~/lib/visitor/visitor-provider";
import { CardCartAction, QuickViewAction, QuickViewArea } from "./card-actions";

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const texts: CardActionTexts = {
  quickView: "Quick View",
  wishlist: {
    add: "Add to wishlist",
    remove: "Remove from wishlist",
    notLoggedIn: "You are not logged in",
  },
  addToCart: "Add to Cart",
  quantity: "Quantity",
  increase: "Increase quantity",
  decrease: "Decrease quantity",
  remove: "Remove",
};
const mango = itemSchema.parse({ id: 510, name: "Mango Shaved Ice", price: 4.5, store_id: 35 });
const cartKey = cartQueryOptions(
  createClient({ baseUrl: "http://api.test/api/v1", context: { moduleId: 4, language: "en" } }),
).queryKey;

/** A food visitor with a saved location (a card's Add then adds directly, when the item has no choices). */
const visitor: VisitorContext = {
  theme: "light",
  language: "en",
  location: { zoneIds: [1], latitude: 23.79, longitude: 90.4, address: "Old Town" },
  module: { id: 4, type: "food" },
  guestId: null,
  signedIn: false,
};

function withVisitor(element: ReactElement) {
  return <VisitorProvider value={visitor}>{element}</VisitorProvider>;
}

function configureBus() {
  shoppingBus.configure({
    currency: { symbol: "$", direction: "left", digits: 2 },
    freeDeliveryOver: null,
    guestCheckout: false,
    signedIn: false,
    cartKey,
    signInHref: "/profile",
  });
}

/** A server state holding the cart `lines` under the SDK's cart key. */
function seededCart(lines: unknown[]) {
  const client = new QueryClient();
  client.setQueryData(cartKey, cartSchema.parse(lines));
  return dehydrate(client);
}

/** The header's cart button (its count). */
const headerCount = (
  <CartButton
    queryKey={cartKey}
    locale="en"
    labels={{
      forms: { one: "Cart, {count} item", other: "Cart, {count} items" },
      digits: "0123456789",
    }}
    icon={null}
    className=""
  />
);

describe("card actions", () => {
  it("Quick View asks the bus for the item dialog", async () => {
    render(
      <QuickViewAction
        itemId={mango.id}
        name={mango.name}
        label="Quick View"
        icon={null}
        className=""
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Quick View: Mango Shaved Ice" }));
    expect(shoppingBus.snapshot().item).toEqual({ id: 510 });
    shoppingBus.closeItem();
  });

  it("a campaign card's link opens the campaign item's dialog; its Order Now link keeps its way", async () => {
    const href = "/product/honey-special-2?module_id=1&product_type=campaign";
    // The links a click would follow (not prevented by the time the click reaches the document).
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (link && !event.defaultPrevented) followed.push(link.getAttribute("href") ?? "");
      event.preventDefault();
    };
    document.addEventListener("click", follow);
    render(
      <QuickViewArea itemId={2} campaign href={href}>
        <a href={href}>Organic Honey Special</a>
        <a href="/checkout?page=campaign&line=x">Order Now</a>
      </QuickViewArea>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Order Now" }));
    expect(shoppingBus.snapshot().item).toBeNull();
    expect(followed).toEqual(["/checkout?page=campaign&line=x"]);
    await userEvent.click(screen.getByRole("link", { name: "Organic Honey Special" }));
    expect(shoppingBus.snapshot().item).toEqual({ id: 2, campaign: true });
    expect(followed).toEqual(["/checkout?page=campaign&line=x"]);
    document.removeEventListener("click", follow);
    shoppingBus.closeItem();
  });

  it("Add to Cart hands the card's add to the bus, with intent first", async () => {
    render(
      withVisitor(
        <CardCartAction item={mango} texts={texts} icon={null} wide={false} className="" />,
      ),
    );
    const add = screen.getByRole("button", { name: "Add to Cart: Mango Shaved Ice" });
    await userEvent.hover(add);
    expect(shoppingBus.snapshot().writerWanted).toBe(true);
    await userEvent.click(add);
    const [pending] = shoppingBus.snapshot().ops;
    expect(pending?.op).toEqual({ kind: "card-add", item: mango });
    if (pending) shoppingBus.take(pending);
  });

  it("shows the stepper with the line's quantity when the seeded cart holds the item", async () => {
    configureBus();
    const state = seededCart([
      { id: 31, item_id: 510, item: mango, price: 4.5, quantity: 3, variation: [] },
    ]);
    render(
      withVisitor(
        <QuerySeed state={state}>
          <CardCartAction item={mango} texts={texts} icon={null} wide={false} className="" />
        </QuerySeed>,
      ),
    );
    // The stepper's code loads on demand (the design system's module: slow to import in a test).
    const stepper = await screen.findByRole("group", { name: "Quantity" }, { timeout: 15_000 });
    expect(stepper.textContent).toContain("3");
    expect(screen.queryByRole("button", { name: "Add to Cart: Mango Shaved Ice" })).toBeNull();
  });

  it("a direct Add is drawn at once in the header's count and the card, before the writer takes it", async () => {
    configureBus();
    const beef = itemSchema.parse({ id: 512, name: "Beef Burger", price: 9, store_id: 35 });
    render(
      withVisitor(
        <QuerySeed state={seededCart([])}>
          {headerCount}
          <CardCartAction item={beef} texts={texts} icon={null} wide={false} className="" />
        </QuerySeed>,
      ),
    );
    expect(screen.getByTestId("cart-count").textContent).toBe("0");
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart: Beef Burger" }));
    // No writer runs here: what shows is the bus's draft.
    expect(screen.getByTestId("cart-count").textContent).toBe("1");
    const stepper = await screen.findByRole("group", { name: "Quantity" }, { timeout: 15_000 });
    expect(stepper.textContent).toContain("1");
    // The writer decides otherwise (here: it settles the op as not written): the draft goes.
    const [pending] = shoppingBus.snapshot().ops;
    pending?.settle(false);
    if (pending) shoppingBus.take(pending);
    expect(await screen.findByRole("button", { name: "Add to Cart: Beef Burger" })).toBeTruthy();
    expect(screen.getByTestId("cart-count").textContent).toBe("0");
  });

  it("an Add that needs a choice or another store's cart is not drawn before the writer decides", async () => {
    configureBus();
    const soup = itemSchema.parse({
      id: 513,
      name: "Tom Yum Soup",
      price: 7,
      store_id: 35,
      food_variations: [
        {
          name: "Size",
          type: "single",
          min: 1,
          max: 1,
          required: "on",
          values: [{ label: "Large", optionPrice: 2 }],
        },
      ],
    });
    const otherStore = itemSchema.parse({ id: 600, name: "Pad Thai", price: 8, store_id: 32 });
    render(
      withVisitor(
        <QuerySeed
          state={seededCart([
            { id: 31, item_id: 510, item: mango, price: 4.5, quantity: 1, variation: [] },
          ])}
        >
          {headerCount}
          <CardCartAction item={soup} texts={texts} icon={null} wide={false} className="" />
          <CardCartAction item={otherStore} texts={texts} icon={null} wide={false} className="" />
        </QuerySeed>,
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart: Tom Yum Soup" }));
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart: Pad Thai" }));
    expect(shoppingBus.snapshot().ops.map((pending) => pending.op.kind)).toEqual([
      "card-add",
      "card-add",
    ]);
    expect(shoppingBus.snapshot().drafts).toEqual([]);
    expect(screen.getByTestId("cart-count").textContent).toBe("1");
    for (const pending of shoppingBus.snapshot().ops) shoppingBus.take(pending);
  });
});
