"use client";

import dynamic from "next/dynamic";

/*
 * The home page's heavier widgets, each in its own chunk: a module page loads the banner slider only
 * when it shows one, not with every /home page, and the tab code (Radix Tabs) only when the visitor
 * reaches for the tabs (`DeferredHomeTabs`). Both render on the server, so their first paint needs no
 * script.
 */
export { DeferredHomeTabs as LazyHomeTabs } from "./deferred-home-tabs";

export const LazyBannerCarousel = dynamic(() =>
  import("./banner-carousel").then((module) => module.BannerCarousel),
);
