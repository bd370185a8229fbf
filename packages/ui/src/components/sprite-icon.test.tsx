import type { LucideIcon } from "lucide-react";
import { render } from "@testing-library/react";
import {
  BadgePercent,
  ChevronLeft,
  ChevronRight,
  Clock,
  Eye,
  Heart,
  LoaderCircle,
  Map as MapIcon,
  MapPin,
  Menu,
  Moon,
  Pause,
  Play,
  Plus,
  Search,
  ShoppingCart,
  Sun,
  UserRound,
} from "lucide-react";
import { describe, expect, it } from "vitest";

import type { SpriteIconName } from "./sprite-icon";
import { IconSprite, SPRITE_ICONS } from "./icon-sprite";
import { SpriteIcon } from "./sprite-icon";

const LUCIDE: Record<SpriteIconName, LucideIcon> = {
  "badge-percent": BadgePercent,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  clock: Clock,
  eye: Eye,
  heart: Heart,
  loader: LoaderCircle,
  map: MapIcon,
  "map-pin": MapPin,
  menu: Menu,
  moon: Moon,
  pause: Pause,
  play: Play,
  plus: Plus,
  search: Search,
  "shopping-cart": ShoppingCart,
  sun: Sun,
  "user-round": UserRound,
};

/** An icon's shapes as markup-independent data: each child's tag and its attributes. */
function shapes(root: Element): string[] {
  return [...root.children].map((child) =>
    [
      child.tagName,
      ...[...child.attributes].map(({ name, value }) => `${name}=${value}`).sort(),
    ].join(" "),
  );
}

describe("IconSprite", () => {
  it.each(Object.keys(SPRITE_ICONS) as SpriteIconName[])(
    "draws %s exactly as the installed lucide-react does",
    (name) => {
      const sprite = render(<IconSprite />).container;
      const symbol = sprite.querySelector(`symbol#ui-i-${name}`);
      expect(symbol?.getAttribute("viewBox")).toBe("0 0 24 24");
      const Lucide = LUCIDE[name];
      const lucide = render(<Lucide />).container.querySelector("svg");
      if (!symbol || !lucide) throw new Error(`no ${name} in the sprite or in lucide-react`);
      expect(shapes(symbol).sort()).toEqual(shapes(lucide).sort());
    },
  );

  it("is hidden from assistive technology and takes no room", () => {
    const svg = render(<IconSprite />).container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("width")).toBe("0");
    expect(svg?.getAttribute("height")).toBe("0");
    expect(svg?.style.position).toBe("absolute");
  });
});

describe("SpriteIcon", () => {
  it("uses its symbol, decoratively, with the caller's classes after the drawing class", () => {
    const svg = render(<SpriteIcon name="heart" className="fill-destructive" />).container
      .firstElementChild;
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("class")).toBe("ui-icon fill-destructive");
    expect(svg?.querySelector("use")?.getAttribute("href")).toBe("#ui-i-heart");
  });
});
