import "server-only";

import { cache } from "react";

import type { Item } from "@marketplace/api-client";
import { getItemCampaigns } from "@marketplace/api-client";
import { findCampaignItem } from "@marketplace/domain";

import { readVisitorContext } from "~/lib/visitor/read-visitor-context";
import { catalogueModules } from "./catalogue-data";
import { getCatalogueClient, getEveryZoneClient } from "./module-client";

/**
 * The campaign item of a `/product/{id or slug}?product_type=campaign` page: the real backend has no
 * single-campaign-item call, so it is looked up among the running campaign items (`campaigns/item`) of
 * the link's module (else the visitor's), in the visitor's zones, then in every zone (a visitor without
 * a location — a crawler — and a link to a campaign of other zones: the sitemap's, a shared one). Null —
 * the page answers 404 — for no module, a module the site does not have, and an id or slug no running campaign item has (unknown or ended). A failing call is
 * thrown (→ `error.tsx`), never taken for "unknown".
 */
export const loadCampaignItem = cache(
  async (idOrSlug: string, moduleHint: number | null): Promise<Item | null> => {
    const visitor = await readVisitorContext();
    const moduleId = moduleHint ?? visitor.module?.id ?? null;
    if (moduleId === null) return null;
    if (!(await catalogueModules()).some((entry) => entry.id === moduleId)) return null;
    const client = await getCatalogueClient(moduleId);
    const found = findCampaignItem(await getItemCampaigns(client), idOrSlug);
    if (found || (visitor.location?.zoneIds.length ?? 0) === 0) return found;
    // A link (the sitemap's, a shared one) to a campaign running outside the visitor's zones: the page
    // shows it as it shows a crawler; ordering it is checkout's to refuse.
    return findCampaignItem(await getItemCampaigns(await getEveryZoneClient(moduleId)), idOrSlug);
  },
);
