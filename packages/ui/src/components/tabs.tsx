"use client";

import type { ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";

import { cx } from "../lib/cx";
import { tabsClasses } from "./tabs-classes";

/** Tabs (Items / Stores, store tabs, category menus). Arrow keys move between tabs, mirrored in RTL. */
function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root data-slot="tabs" className={cx(tabsClasses.root, className)} {...props} />
  );
}

function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cx(tabsClasses.list, className)}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cx(tabsClasses.trigger, className)}
      {...props}
    />
  );
}

/**
 * A panel. `min-w-0`: a panel is a grid item of `Tabs`, so without it a wide child (a scrolling row of
 * cards) would widen the grid, and the page, to the child's full width instead of scrolling.
 */
function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cx(tabsClasses.content, className)}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
