/**
 * @marketplace/ui: the presentational design system of the storefront.
 * Every component takes view props (already formatted text) and reports events; no data fetching.
 */
export { cn } from "./lib/cn";

export { Button, buttonVariants } from "./components/button";
export type { ButtonProps } from "./components/button";
export { Badge, badgeVariants, VegIndicator } from "./components/badge";
export type { BadgeProps, VegIndicatorProps } from "./components/badge";
