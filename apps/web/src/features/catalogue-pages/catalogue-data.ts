import "server-only";

import { cache } from "react";

import type { Brand, Campaign, Category, Module, SubCategory } from "@marketplace/api-client";
import type { ModuleType } from "@marketplace/domain";
import {
  getBasicCampaignDetails,
  getBrands,
  getCategories,
  HttpError,
  moduleTypes,
} from "@marketplace/api-client";
import { listingHref } from "@marketplace/domain";

import { loadSiteData } from "~/lib/api/site-data";
import { getCatalogueClient, getModuleClient } from "./module-client";

/** A category found by id, with its parent when it is a sub-category. */
export interface FoundCategory {
  category: Category | SubCategory;
  parent: Category | null;
}

/** Every module's top-level categories with their children (the API without a module answers them all). */
export const loadAllCategories = cache(async (): Promise<Category[]> => {
  return await getCategories(await getModuleClient(null));
});

/**
 * The category of a `/category/{id}` page, from the category tree; null when no active category has
 * this id. Other failures are thrown (→ `error.tsx`).
 */
export const findCategory = cache(async (id: number): Promise<FoundCategory | null> => {
  for (const category of await loadAllCategories()) {
    if (category.id === id) return { category, parent: null };
    const child = (category.childes ?? []).find((entry) => entry.id === id);
    if (child) return { category: child, parent: category };
  }
  return null;
});

/** A module's type from the site's module list, else the visitor's module type. */
export async function moduleTypeOf(
  moduleId: number | null | undefined,
): Promise<ModuleType | null> {
  const site = await loadSiteData();
  const type = site.modules.find((entry) => entry.id === moduleId)?.module_type;
  return moduleTypes.find((entry) => entry === type) ?? site.visitor.module?.type ?? null;
}

/**
 * The running campaign of a `/campaigns/{id}` page in its module; null when the API answers 404 (unknown,
 * not running or not in this module). Other failures are thrown.
 */
export const loadCampaign = cache(
  async (id: number, moduleId: number | null): Promise<Campaign | null> => {
    try {
      return await getBasicCampaignDetails(await getCatalogueClient(moduleId), id);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
);

/** The modules whose catalogue pages exist (every module but parcel), in the site's order. */
export async function catalogueModules(): Promise<Module[]> {
  const site = await loadSiteData();
  return site.modules.filter((entry) => entry.module_type !== "parcel");
}

/**
 * The module a page of one module's data reads in when its link does not name one (`hint`): the
 * visitor's, else — no cookies: a crawler, a shared link opened first — the site's first catalogue
 * module. Null when the API gave no module.
 */
export async function readingModuleId(hint: number | null): Promise<number | null> {
  if (hint !== null) return hint;
  const site = await loadSiteData();
  return site.visitor.module?.id ?? (await catalogueModules())[0]?.id ?? null;
}

/** A module's brands (`brand` answers the brands of the module in the request's context). */
export const loadModuleBrands = cache(async (moduleId: number): Promise<Brand[]> => {
  return await getBrands(await getModuleClient(moduleId));
});

/** A brand found by id, with the module it belongs to. */
export interface FoundBrand {
  brand: Brand;
  moduleId: number;
  moduleType: ModuleType;
}

/**
 * The brand of a brand listing (`/home?data_type=brand&brand_id=…`), looked up in the URL's module first,
 * then the visitor's, then every other module (a crawler has no module); null when no module has it
 * (the page answers 404). A failing call is thrown (→ `error.tsx`), never taken for "unknown".
 */
export const findBrand = cache(
  async (brandId: number, moduleHint: number | null): Promise<FoundBrand | null> => {
    const [site, modules] = await Promise.all([loadSiteData(), catalogueModules()]);
    const preferred = [moduleHint, site.visitor.module?.id ?? null];
    const ordered = [
      ...preferred.flatMap((id) => modules.filter((entry) => entry.id === id)),
      ...modules.filter((entry) => !preferred.includes(entry.id)),
    ];
    for (const entry of ordered) {
      const brand = (await loadModuleBrands(entry.id)).find((row) => row.id === brandId);
      const moduleType = moduleTypes.find((type) => type === entry.module_type);
      if (brand && moduleType) return { brand, moduleId: entry.id, moduleType };
    }
    return null;
  },
);

/** A brand listing's plain URL (its canonical): the brand and its module, as the brand tiles link it. */
export function brandListingHref(found: FoundBrand): string {
  return listingHref({ dataType: "brand", brandId: found.brand.id, moduleId: found.moduleId });
}

/** One module's share of a catalogue page seen without a module (a crawler, a shared link). */
export interface ModuleGroup<T> {
  module: Module;
  moduleType: ModuleType;
  rows: T[];
}

/** Rows grouped by module in the site's module order; modules without rows are left out. */
export async function groupByModule<T>(
  rowsOf: (module: Module) => T[] | Promise<T[]>,
): Promise<ModuleGroup<T>[]> {
  const modules = await catalogueModules();
  const groups = await Promise.all(
    modules.map(async (entry) => {
      const moduleType = moduleTypes.find((type) => type === entry.module_type);
      const rows = moduleType ? await rowsOf(entry) : [];
      return moduleType && rows.length > 0 ? { module: entry, moduleType, rows } : null;
    }),
  );
  return groups.filter((group) => group !== null);
}
