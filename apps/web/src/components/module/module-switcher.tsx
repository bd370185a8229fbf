"use client";

import { useTranslations } from "next-intl";

import { moduleSwitcherEnabled } from "@marketplace/domain";

import type { ModuleOption } from "./module-option";
import { useSelectModule } from "./use-select-module";

/** The header's module switcher: enabled only when at least two modules exist. */
export function ModuleSwitcher({
  modules,
  selectedModuleId,
}: {
  modules: ModuleOption[];
  selectedModuleId: number | null;
}) {
  const t = useTranslations("moduleDialog");
  const { select, pending } = useSelectModule();
  const enabled = moduleSwitcherEnabled(modules);
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span className="sr-only">{t("switcher")}</span>
      <select
        data-testid="module-switcher"
        disabled={!enabled || pending}
        value={selectedModuleId ?? ""}
        onChange={(event) => {
          const option = modules.find((module) => module.id === Number(event.target.value));
          if (option) select(option);
        }}
        className="border-input bg-background h-9 max-w-40 rounded-md border px-2 text-sm disabled:opacity-60"
      >
        {selectedModuleId === null ? <option value="">{t("title")}</option> : null}
        {modules.map((module) => (
          <option key={module.id} value={module.id}>
            {module.name}
          </option>
        ))}
      </select>
    </label>
  );
}
