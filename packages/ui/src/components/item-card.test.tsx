import type { ComponentProps } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { ItemCardView } from "./item-card";
import type { ItemCartControl } from "./item-card-controls";
import { ItemCard } from "./item-card";
import { CardWishlist, ItemCartActions } from "./item-card-controls";

const milk: ItemCardView = {
  name: "Organic Full Cream Milk 1 Litre Bottle",
  // As the app passes it: the domain's `cardName` (25 characters).
  shortName: "Organic Full Cream Milk 1...",
  imageUrl: "/milk.png",
  price: { kind: "single", current: "$9.00", original: "$10.00" },
  discountText: "10% off",
  tags: [{ label: "Organic" }],
  rating: { value: 4.5, valueText: "4.5", countText: "(12)" },
};

function cart(quantity: number): ItemCartControl {
  return {
    quantity,
    onAdd: vi.fn(),
    onIncrement: vi.fn(),
    onDecrement: vi.fn(),
    onRemove: vi.fn(),
  };
}

describe("ItemCard", () => {
  it("shows the cut name but keeps the full name for screen readers", () => {
    const { rerender } = render(<ItemCard item={milk} onOpen={vi.fn()} />);
    const heading = screen.getByRole("heading", { level: 3 });
    expect(heading).toHaveTextContent("Organic Full Cream Milk 1...");
    expect(within(heading).getByRole("button", { name: milk.name })).toBeInTheDocument();
    const { shortName: _shortName, ...whole } = milk;
    rerender(<ItemCard item={whole} onOpen={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(milk.name);
  });

  it("shows the discount and tag badges", () => {
    render(<ItemCard item={milk} onOpen={vi.fn()} />);
    expect(screen.getByText("10% off")).toBeInTheDocument();
    expect(screen.getByText("Organic")).toBeInTheDocument();
  });

  it("opens the item from Quick View", async () => {
    const onOpen = vi.fn();
    render(<ItemCard item={milk} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole("button", { name: `Quick View: ${milk.name}` }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("offers Add to cart when the item is not in the cart", async () => {
    const control = cart(0);
    render(
      <ItemCard item={milk} actions={<ItemCartActions cart={control} itemName={milk.name} />} />,
    );
    await userEvent.click(screen.getByRole("button", { name: `Add to cart: ${milk.name}` }));
    expect(control.onAdd).toHaveBeenCalledTimes(1);
  });

  it("shows the stepper with delete at 1 when the item is in the cart", async () => {
    const control = cart(1);
    render(
      <ItemCard item={milk} actions={<ItemCartActions cart={control} itemName={milk.name} />} />,
    );
    expect(screen.queryByRole("button", { name: /Add to cart/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(control.onRemove).toHaveBeenCalledTimes(1);
  });

  it("toggles the wishlist with a pressed heart", async () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <ItemCard item={milk} cornerAction={<CardWishlist active={false} onToggle={onToggle} />} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Add to wishlist" }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<ItemCard item={milk} cornerAction={<CardWishlist active onToggle={onToggle} />} />);
    expect(screen.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("shows the unavailable overlay text", () => {
    render(
      <ItemCard
        item={{
          ...milk,
          unavailable: { label: "This is not available right now.", detail: "10:00 am - 10:00 pm" },
        }}
      />,
    );
    expect(screen.getByText("This is not available right now.")).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveAttribute("data-unavailable", "true");
  });

  it("shows flash-sale Sold and Available, or Out of Stock instead of the add control", () => {
    const sale: ItemCardView = {
      ...milk,
      flashSale: {
        percent: 40,
        soldText: "Sold: 12",
        availableText: "Available: 18",
        progressLabel: "Sold",
      },
    };
    const { rerender } = render(
      <ItemCard
        item={sale}
        layout="flash-sale"
        actions={<ItemCartActions cart={cart(0)} itemName={sale.name} />}
      />,
    );
    expect(screen.getByRole("progressbar", { name: "Sold" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(screen.getByText("Available: 18")).toBeInTheDocument();
    rerender(
      <ItemCard
        item={{ ...sale, outOfStockText: "Out of Stock" }}
        layout="flash-sale"
        actions={<ItemCartActions cart={cart(0)} itemName={sale.name} />}
      />,
    );
    expect(screen.getByText("Out of Stock")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add to cart/ })).not.toBeInTheDocument();
  });

  it("links to the item page when given a link", () => {
    render(<ItemCard item={{ ...milk, href: "/product/milk" }} layout="list" />);
    expect(screen.getByRole("link", { name: milk.name })).toHaveAttribute("href", "/product/milk");
  });

  it("renders its link with the given link component", () => {
    render(
      <ItemCard item={{ ...milk, href: "/product/milk" }} linkAs={RouterLink} layout="list" />,
    );
    const link = screen.getByRole("link", { name: milk.name });
    expect(link).toHaveAttribute("data-router-link");
    expect(link).toHaveAttribute("href", "/product/milk");
  });

  it("loads its picture lazily, or at once with high priority in the first screen", () => {
    const { container, rerender } = render(<ItemCard item={milk} />);
    const picture = () => container.querySelector("img");
    expect(picture()).toHaveAttribute("loading", "lazy");
    expect(picture()).not.toHaveAttribute("fetchpriority");
    rerender(<ItemCard item={milk} priority />);
    expect(picture()).toHaveAttribute("loading", "eager");
    expect(picture()).toHaveAttribute("fetchpriority", "high");
  });

  it("speaks the rating and the original price in the page's language", () => {
    render(
      <ItemCard
        item={{
          ...milk,
          rating: { ...milk.rating, value: 4.5, valueText: "4.5", label: "التقييم 4.5 من 5" },
        }}
        labels={{ originalPrice: "السعر الأصلي" }}
      />,
    );
    expect(screen.getByRole("img", { name: "التقييم 4.5 من 5" })).toBeInTheDocument();
    expect(screen.getByText("السعر الأصلي:")).toBeInTheDocument();
    expect(screen.queryByText(/Original price/)).not.toBeInTheDocument();
  });

  it("renders the app's action slots in place of its own controls", () => {
    render(
      <ItemCard
        item={milk}
        onOpen={vi.fn()}
        actions={<button type="button">island add</button>}
        imageActions={<button type="button">island view</button>}
      />,
    );
    expect(screen.getByRole("button", { name: "island add" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "island view" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `Add to cart: ${milk.name}` })).toBeNull();
    expect(screen.queryByRole("button", { name: `Quick View: ${milk.name}` })).toBeNull();
  });

  it("keeps the out-of-stock badge over the app's actions", () => {
    render(
      <ItemCard
        item={{ ...milk, outOfStockText: "Out of Stock" }}
        actions={<button type="button">island add</button>}
      />,
    );
    expect(screen.getByText("Out of Stock")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "island add" })).toBeNull();
  });
});

function RouterLink({ children, ...props }: ComponentProps<"a"> & { href: string }) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}
