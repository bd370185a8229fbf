"use client";

import type { ReactNode } from "react";

import { cx } from "@marketplace/ui";

import type { ModuleOption } from "./module-option";
import { useSelectModule } from "./use-select-module";

/** The floating side rail of module icons (hidden on small screens), limited to the visitor's zones. */
export function ModuleRail({
  modules,
  selectedModuleId,
  icons,
  label,
  selectedMessage,
}: {
  modules: ModuleOption[];
  selectedModuleId: number | null;
  /** Each module's `ModuleIcon`, rendered by the server (by module id). */
  icons: Record<number, ReactNode>;
  /** 'Modules in your zone' */
  label: string;
  /** 'A Module has been selected.' */
  selectedMessage: string;
}) {
  const { select, pending } = useSelectModule(selectedMessage);
  if (modules.length === 0) return null;
  return (
    <nav
      aria-label={label}
      data-module-rail=""
      className="bg-card fixed start-3 top-1/2 z-30 hidden -translate-y-1/2 flex-col gap-2 rounded-full border p-2 shadow-lg lg:flex"
    >
      {modules.map((module) => (
        <button
          key={module.id}
          type="button"
          disabled={pending}
          title={module.name}
          aria-label={module.name}
          aria-current={module.id === selectedModuleId || undefined}
          onClick={() => select(module)}
          className={cx(
            "hover:bg-muted focus-visible:ring-ring flex size-11 items-center justify-center rounded-full",
            module.id === selectedModuleId && "bg-primary-soft ring-primary ring-2",
          )}
        >
          {icons[module.id]}
        </button>
      ))}
    </nav>
  );
}
