"use client";

import type { ReactNode } from "react";
import { usePathname, useSearchParams } from "next/navigation";

import { showsMobileModuleSwitcher } from "@marketplace/domain";

import type { ModuleOption } from "~/features/module/components/module-option";
import type { ModuleSwitcherLabels } from "~/features/module/components/module-switcher";
import { ModuleSwitcher } from "~/features/module/components/module-switcher";

/** On /home without a search and with two or more modules the mobile header shows the switcher, else the logo. */
export function MobileModuleSwitcher({
  modules,
  selectedModuleId,
  logo,
  labels,
}: {
  modules: ModuleOption[];
  selectedModuleId: number | null;
  logo: ReactNode;
  labels: ModuleSwitcherLabels;
}) {
  const pathname = usePathname();
  const search = useSearchParams();
  const show = showsMobileModuleSwitcher({
    pathname,
    hasSearch: search.has("search") || search.has("data_type"),
    moduleCount: modules.length,
  });
  return show ? (
    <ModuleSwitcher modules={modules} selectedModuleId={selectedModuleId} labels={labels} />
  ) : (
    logo
  );
}
