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
      onClick={
        Loaded
          ? undefined
          : (event) => {
              const tab = (event.target as Element).closest<HTMLElement>("[data-tab-key]");
              if (!tab) return;
              setInitial(tab.dataset.tabKey);
              refocus.current = true;
              load();
            }
      }
    >
      {Loaded ? <Loaded {...props} initial={initial} /> : children}
    </div>
  );
}
