// Single source of truth for module selection (D2): empty list, auto-select, switcher, side rail.

import type { Module, moduleTypes } from "@marketplace/api-client";

/** A module type the storefront knows (D9), from the SDK's one list `moduleTypes`. */
export type ModuleType = (typeof moduleTypes)[number];

export type ModuleSelection<M> =
  { code: "no_module" } | { code: "auto_select"; module: M } | { code: "choose"; modules: M[] };

/**
 * Zero modules: 'No module found'; exactly one: selected automatically (then /home); several: the grid.
 * @example moduleSelection([food]) // { code: "auto_select", module: food }
 */
export function moduleSelection<M>(modules: readonly M[]): ModuleSelection<M> {
  const [first] = modules;
  if (first === undefined) return { code: "no_module" };
  if (modules.length === 1) return { code: "auto_select", module: first };
  return { code: "choose", modules: [...modules] };
}

/**
 * The module switcher in the header is enabled only when at least two modules exist.
 * @example moduleSwitcherEnabled([food, grocery]) // true
 */
export function moduleSwitcherEnabled(modules: readonly unknown[]): boolean {
  return modules.length >= 2;
}

/**
 * The floating side rail lists only modules whose zones match the user's saved zone ids.
 * @example modulesInZones(modules, [1]) // modules serving zone 1
 */
export function modulesInZones<M extends Pick<Module, "zones">>(
  modules: readonly M[],
  zoneIds: readonly number[],
): M[] {
  return modules.filter((module) => (module.zones ?? []).some((zone) => zoneIds.includes(zone.id)));
}
