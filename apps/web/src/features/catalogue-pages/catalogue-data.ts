import "server-only";

import { cache } from "react";

import type { Campaign, Category, SubCategory } from "@marketplace/api-client";
import type { ModuleType } from "@marketplace/domain";
import {
  getBasicCampaignDetails,
  getCategories,
  HttpError,
  moduleTypes,
} from "@marketplace/api-client";

import { loadSiteData } from "~/lib/api/site-data";
import { getModuleClient } from "./module-client";

/** A category found by id, with its parent when it is a sub-category. */
export interface FoundCategory {
  category: Category | SubCategory;
  parent: Category | null;
}

/** Every module's top-level categories with their children (the API without a module answers them all). */
const loadAllCategories = cache(async (): Promise<Category[]> => {
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
      return await getBasicCampaignDetails(await getModuleClient(moduleId), id);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
);
