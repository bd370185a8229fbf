"use client";

import { moduleSwitcherEnabled } from "@marketplace/domain";

import type { ModuleOption } from "./module-option";
import { useSelectModule } from "./use-select-module";

export interface ModuleSwitcherLabels {
  /** 'Switch module' */
  switcher: string;
  /** 'Select a module' */
  title: string;
  /** 'A Module has been selected.' */
  selected: string;
}

/** The header's module switcher: enabled only when at least two modules exist. */
export function ModuleSwitcher({
  modules,
  selectedModuleId,
  labels,
}: {
  modules: ModuleOption[];
  selectedModuleId: number | null;
  labels: ModuleSwitcherLabels;
}) {
  const { select, pending } = useSelectModule(labels.selected);
  const enabled = moduleSwitcherEnabled(modules);
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span className="sr-only">{labels.switcher}</span>
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
        {selectedModuleId === null ? <option value="">{labels.title}</option> : null}
        {modules.map((module) => (
          <option key={module.id} value={module.id}>
            {module.name}
          </option>
        ))}
      </select>
    </label>
  );
}
