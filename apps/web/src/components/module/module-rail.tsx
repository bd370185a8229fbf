"use client";

import { useTranslations } from "next-intl";

import { cn } from "@marketplace/ui";

import type { ModuleOption } from "./module-option";
import { ModuleIcon } from "./module-icon";
import { useSelectModule } from "./use-select-module";

/** The floating side rail of module icons (hidden on small screens), limited to the visitor's zones. */
export function ModuleRail({
  modules,
  selectedModuleId,
}: {
  modules: ModuleOption[];
  selectedModuleId: number | null;
}) {
  const t = useTranslations("moduleDialog");
  const { select, pending } = useSelectModule();
  if (modules.length === 0) return null;
  return (
    <nav
      aria-label={t("rail")}
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
          className={cn(
            "hover:bg-muted focus-visible:ring-ring flex size-11 items-center justify-center rounded-full",
            module.id === selectedModuleId && "bg-primary-soft ring-primary ring-2",
          )}
        >
          <ModuleIcon icon={module.icon} type={module.type} className="size-6" />
        </button>
      ))}
    </nav>
  );
}
