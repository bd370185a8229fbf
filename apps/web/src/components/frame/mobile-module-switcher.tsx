"use client";

import type { ReactNode } from "react";
import { usePathname, useSearchParams } from "next/navigation";

import { showsMobileModuleSwitcher } from "@marketplace/domain";

import type { ModuleOption } from "~/components/module/module-option";
import type { ModuleSwitcherLabels } from "~/components/module/module-switcher";
import { ModuleSwitcher } from "~/components/module/module-switcher";

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
