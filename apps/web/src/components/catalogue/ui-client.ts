"use client";

// The design system's cards, tiles and widgets read the app's link component from a React context
// (ui `LinkProvider`) or keep state, so server components render them through this client boundary.
// They take plain view props (strings, numbers), built on the server by `to-card-props.ts`.
export {
  Banner,
  BrandTile,
  CategoryTile,
  Countdown,
  CouponCard,
  ItemCard,
  StoreCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@marketplace/ui";
