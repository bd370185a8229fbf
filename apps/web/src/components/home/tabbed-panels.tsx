"use client";

import type { KeyboardEvent, ReactNode } from "react";
import { useId, useRef, useState } from "react";

import { cn } from "@marketplace/ui";

export interface Panel {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs over panels rendered on the server (so switching needs no request). Keyboard: arrows,
 * Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
 */
export function TabbedPanels({ panels, label }: { panels: Panel[]; label: string }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const focus = (index: number) => {
    const next = (index + panels.length) % panels.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir === "rtl";
    if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) focus(active + 1);
    else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) focus(active - 1);
    else if (event.key === "Home") focus(0);
    else if (event.key === "End") focus(panels.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
        {panels.map((panel, index) => (
          <button
            key={panel.key}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${String(index)}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${String(index)}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
            className={cn(
              "focus-visible:ring-ring h-9 shrink-0 rounded-full border px-4 text-sm font-medium",
              index === active
                ? "bg-primary text-primary-foreground border-primary"
                : "bg-card hover:bg-muted",
            )}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={panel.key}
          role="tabpanel"
          id={`${id}-panel-${String(index)}`}
          aria-labelledby={`${id}-tab-${String(index)}`}
          hidden={index !== active}
        >
          {panel.content}
        </div>
      ))}
    </div>
  );
}
