import type { ReactNode } from "react";
import { useId } from "react";

import { tabsClasses } from "@marketplace/ui";

/**
 * The server-rendered stand-in of the home's tabs: the ui `Tabs` markup and classes with the first tab
 * open, and no script of its own (`DeferredHomeTabs` swaps in the real tabs on the first sign of use).
 */
export function StaticTabs({
  label,
  dir,
  panels,
}: {
  label: string;
  dir: "ltr" | "rtl";
  panels: { key: string; label: string; content: ReactNode }[];
}) {
  const id = useId();
  const first = panels[0];
  return (
    <div dir={dir} data-slot="tabs" data-orientation="horizontal" className={tabsClasses.root}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-slot="tabs-list"
        className={tabsClasses.list}
      >
        {panels.map((panel, index) => (
          <button
            key={panel.key}
            type="button"
            role="tab"
            id={`${id}-tab-${panel.key}`}
            aria-selected={index === 0}
            aria-controls={index === 0 ? `${id}-panel` : undefined}
            data-state={index === 0 ? "active" : "inactive"}
            data-tab-key={panel.key}
            tabIndex={index === 0 ? 0 : -1}
            data-slot="tabs-trigger"
            className={tabsClasses.trigger}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {first ? (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${first.key}`}
          tabIndex={0}
          data-state="active"
          data-slot="tabs-content"
          className={tabsClasses.content}
        >
          {first.content}
        </div>
      ) : null}
    </div>
  );
}
