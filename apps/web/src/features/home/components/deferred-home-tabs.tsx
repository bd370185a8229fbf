"use client";

import type { ComponentType, ReactNode } from "react";
import { useEffect, useRef, useState } from "react";

import type { HomeTabsProps } from "./home-tabs";

/**
 * The home's tabs without their code in the first load: `children` is the server-rendered stand-in
 * (`StaticTabs`: the ui `Tabs` markup, first tab open); the tab code (Radix Tabs) loads on the first sign of
 * use (pointer over, touch, focus) and replaces it, opening the tab that was clicked and keeping the
 * keyboard focus on the open tab. Before, every page with tabs in its first screen (pharmacy's Basic
 * Medicine Nearby) preloaded the Radix chunk.
 */
export function DeferredHomeTabs({ children, ...props }: HomeTabsProps & { children: ReactNode }) {
  const [Loaded, setLoaded] = useState<ComponentType<HomeTabsProps> | null>(null);
  const [initial, setInitial] = useState<string | undefined>(undefined);
  const refocus = useRef(false);
  const loading = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import("./home-tabs").then((module) => setLoaded(() => module.HomeTabs));
  };

  /** A press or click on a stand-in tab: that tab opens when the tab code has come. */
  const choose = (event: { target: EventTarget }) => {
    const tab =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[data-tab-key]") : null;
    if (!tab) return;
    setInitial(tab.dataset.tabKey);
    refocus.current = true;
    load();
  };

  useEffect(() => {
    if (!Loaded || !refocus.current) return;
    root.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
  }, [Loaded]);

  return (
    <div
      ref={root}
      className="contents"
      onPointerEnter={Loaded ? undefined : load}
      onTouchStart={Loaded ? undefined : load}
      onKeyDown={Loaded ? undefined : load}
      onFocus={
        Loaded
          ? undefined
          : (event) => {
              refocus.current = event.target.getAttribute("role") === "tab";
              load();
            }
      }
      // The tab is chosen at the press, as Radix chooses it: the tab code may arrive between the press
      // and the release, and the click then lands on the loaded tabs, which do not choose on click.
      // Only the primary button without Ctrl chooses, as in Radix (a right press opens the context menu).
      onPointerDown={
        Loaded
          ? undefined
          : (event) => {
              if (event.button === 0 && !event.ctrlKey) choose(event);
              else load();
            }
      }
      // A keyboard's Enter or Space on a stand-in tab.
      onClick={
        Loaded
          ? undefined
          : (event) => {
              if (!event.ctrlKey) choose(event);
            }
      }
    >
      {Loaded ? <Loaded {...props} initial={initial} /> : children}
    </div>
  );
}
