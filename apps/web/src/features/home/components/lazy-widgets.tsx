"use client";

/*
 * The home page's heavier widgets, each in its own chunk: the tab code (Radix Tabs) loads only when the
 * visitor reaches for the tabs (`DeferredHomeTabs`). It renders on the server, so its first paint needs
 * no script. (The banner slider is a server component with a small client island: `BannerCarousel`.)
 */
export { DeferredHomeTabs as LazyHomeTabs } from "./deferred-home-tabs";
