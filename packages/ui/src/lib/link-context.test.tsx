import type { ComponentProps } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CategoryTile } from "../components/category-tile";
import { LinkProvider } from "./link-context";

function RouterLink({ children, ...props }: ComponentProps<"a"> & { href: string }) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

describe("LinkProvider", () => {
  it("renders the package's links as plain anchors by default", () => {
    render(<CategoryTile name="Drinks" imageUrl="/d.png" href="/category/drinks" />);
    expect(screen.getByRole("link", { name: "Drinks" })).not.toHaveAttribute("data-router-link");
  });

  it("renders them with the app's link component when provided", () => {
    render(
      <LinkProvider component={RouterLink}>
        <CategoryTile name="Drinks" imageUrl="/d.png" href="/category/drinks" />
      </LinkProvider>,
    );
    const link = screen.getByRole("link", { name: "Drinks" });
    expect(link).toHaveAttribute("data-router-link");
    expect(link).toHaveAttribute("href", "/category/drinks");
  });
});
