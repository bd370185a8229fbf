import type { ComponentProps } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { StoreCardView } from "./store-card";
import { Banner } from "./banner";
import { BrandTile } from "./brand-tile";
import { CategoryTile } from "./category-tile";
import { ModuleTile } from "./module-tile";
import { StoreCard } from "./store-card";

const store: StoreCardView = {
  name: "Green Grocer",
  coverUrl: "/cover.png",
  address: "12 Market Street",
  href: "/store/green-grocer",
  rating: { value: 4.5, valueText: "4.5" },
  distanceText: "1.2 km From You",
};

describe("StoreCard", () => {
  it("links the name to the store and shows distance, address and rating", () => {
    render(<StoreCard store={store} />);
    expect(screen.getByRole("link", { name: "Green Grocer" })).toHaveAttribute(
      "href",
      "/store/green-grocer",
    );
    expect(screen.getByText("1.2 km From You")).toBeInTheDocument();
    expect(screen.getByText("12 Market Street")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
  });

  it("speaks its rating in the page's language and can load its cover first", () => {
    const { container } = render(
      <StoreCard
        store={{ ...store, rating: { value: 4.5, valueText: "4.5", label: "التقييم 4.5 من 5" } }}
        priority
      />,
    );
    expect(screen.getByRole("img", { name: "التقييم 4.5 من 5" })).toBeInTheDocument();
    const cover = container.querySelector("img");
    expect(cover).toHaveAttribute("loading", "eager");
    expect(cover).toHaveAttribute("fetchpriority", "high");
  });

  it("renders its links with the given link component", () => {
    render(<StoreCard store={store} variant="visit-again" linkAs={RouterLink} />);
    for (const link of screen.getAllByRole("link")) {
      expect(link).toHaveAttribute("data-router-link");
      expect(link).toHaveAttribute("href", "/store/green-grocer");
    }
  });

  it("shows CLOSED NOW for closed stores", () => {
    render(<StoreCard store={{ ...store, closedText: "CLOSED NOW" }} />);
    expect(screen.getByText("CLOSED NOW")).toBeInTheDocument();
  });

  it("has a Visit Again link in its visit-again variant", () => {
    render(
      <StoreCard
        store={{ ...store, items: [{ name: "Milk", imageUrl: "/milk.png" }] }}
        variant="visit-again"
      />,
    );
    expect(screen.getByRole("link", { name: "Visit Again: Green Grocer" })).toHaveAttribute(
      "href",
      "/store/green-grocer",
    );
    expect(screen.getByRole("img", { name: "Milk" })).toBeInTheDocument();
  });

  it("shows delivery time, Free Delivery and the discount in its top-offer variant", () => {
    render(
      <StoreCard
        store={{
          ...store,
          deliveryTimeText: "30-40 min",
          freeDeliveryText: "Free Delivery",
          discountText: "20% off",
        }}
        variant="top-offer"
      />,
    );
    expect(screen.getByText("30-40 min")).toBeInTheDocument();
    expect(screen.getByText("Free Delivery")).toBeInTheDocument();
    expect(screen.getByText("20% off")).toBeInTheDocument();
    expect(screen.queryByText("12 Market Street")).not.toBeInTheDocument();
  });
});

describe("tiles", () => {
  it("category, brand and banner link to their targets", () => {
    render(
      <>
        <CategoryTile name="Drinks" imageUrl="/drinks.png" href="/category/drinks" selected />
        <BrandTile
          name="Acme"
          imageUrl="/acme.png"
          href="/home?brand_id=1"
          productCountText="12 products"
        />
        <Banner imageUrl="/banner.png" alt="Weekend offer" href="/campaigns/1" />
      </>,
    );
    expect(screen.getByRole("link", { name: "Drinks" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: /^Acme ?12 products$/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Weekend offer" })).toHaveAttribute(
      "href",
      "/campaigns/1",
    );
  });

  it("render plain anchors by default and the given link component when asked", () => {
    render(
      <>
        <CategoryTile name="Drinks" imageUrl="/d.png" href="/category/drinks" />
        <CategoryTile name="Snacks" imageUrl="/s.png" href="/category/snacks" linkAs={RouterLink} />
        <BrandTile name="Acme" imageUrl="/a.png" href="/brand/acme" linkAs={RouterLink} />
        <Banner imageUrl="/b.png" alt="Weekend offer" href="/campaigns/1" linkAs={RouterLink} />
      </>,
    );
    expect(screen.getByRole("link", { name: "Drinks" })).not.toHaveAttribute("data-router-link");
    expect(screen.getByRole("link", { name: "Snacks" })).toHaveAttribute("data-router-link");
    expect(screen.getByRole("link", { name: "Acme" })).toHaveAttribute("data-router-link");
    expect(screen.getByRole("link", { name: "Weekend offer" })).toHaveAttribute("data-router-link");
  });

  it("load their pictures lazily unless they are in the first screen", () => {
    const { container } = render(
      <>
        <CategoryTile name="Drinks" imageUrl="/d.png" href="/category/drinks" priority />
        <BrandTile name="Acme" imageUrl="/a.png" href="/brand/acme" />
      </>,
    );
    const [first, second] = container.querySelectorAll("img");
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(second).toHaveAttribute("loading", "lazy");
  });

  it("a module tile reports its choice and shows the current one as pressed", async () => {
    const onSelect = vi.fn();
    render(
      <ModuleTile
        name="Grocery"
        iconUrl="/g.png"
        moduleType="grocery"
        selected
        onSelect={onSelect}
      />,
    );
    const tile = screen.getByRole("button", { name: "Grocery" });
    expect(tile).toHaveAttribute("aria-pressed", "true");
    expect(tile).toHaveAttribute("data-module", "grocery");
    await userEvent.click(tile);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it("a banner without a link calls onSelect (quick item view)", async () => {
    const onSelect = vi.fn();
    render(<Banner imageUrl="/b.png" alt="Fresh milk deal" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole("button", { name: "Fresh milk deal" }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

function RouterLink({ children, ...props }: ComponentProps<"a"> & { href: string }) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}
