"use client";

import type { ReactNode } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@marketplace/ui";

export interface HomeTabsProps {
  label: string;
  dir: "ltr" | "rtl";
  /** Panels rendered on the server (switching needs no request). */
  panels: { key: string; label: string; content: ReactNode }[];
  /** The tab open at first (default: the first). */
  initial?: string;
}

/** Tabs over server-rendered panels; arrows mirror in RTL. */
export function HomeTabs({ label, dir, panels, initial }: HomeTabsProps) {
  return (
    <Tabs defaultValue={initial ?? panels[0]?.key ?? ""} dir={dir}>
      <TabsList aria-label={label}>
        {panels.map((panel) => (
          <TabsTrigger key={panel.key} value={panel.key}>
            {panel.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((panel) => (
        <TabsContent key={panel.key} value={panel.key}>
          {panel.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
