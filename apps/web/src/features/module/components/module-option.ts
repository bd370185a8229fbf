import type { Module } from "@marketplace/api-client";
import type { ModuleType } from "@marketplace/domain";
import { moduleTypes } from "@marketplace/api-client";

import { assetUrl } from "~/lib/asset-url";

/** A module as the dialog, rail and switcher show it (the one mapping from the wire object). */
export interface ModuleOption {
  id: number;
  name: string;
  type: ModuleType;
  icon: string | null;
  zoneIds: number[];
}

/** Maps wire modules to options, keeping only the five module types the storefront serves. */
export function toModuleOptions(modules: readonly Module[]): ModuleOption[] {
  return modules.flatMap((module) => {
    const type = moduleTypes.find((known) => known === module.module_type);
    if (!type) return [];
    return [
      {
        id: module.id,
        name: module.module_name,
        type,
        icon: assetUrl(module.icon_full_url),
        zoneIds: (module.zones ?? []).map((zone) => zone.id),
      },
    ];
  });
}
