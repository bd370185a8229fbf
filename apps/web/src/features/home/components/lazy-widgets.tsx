"use client";

import dynamic from "next/dynamic";

/*
 * The home page's heavier widgets, each in its own chunk: a module page loads the tab code (Radix
 * Tabs) or the banner slider only when it shows one, not with every /home page. Both still render
 * on the server, so their first paint needs no script.
 */
export const LazyHomeTabs = dynamic(() => import("./home-tabs").then((module) => module.HomeTabs));

export const LazyBannerCarousel = dynamic(() =>
  import("./banner-carousel").then((module) => module.BannerCarousel),
);
