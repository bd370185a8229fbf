"use server";

import type { ReactNode } from "react";
import { z } from "zod";

import { currencyFormatFromConfig } from "@marketplace/domain";

import { getCatalogueClient } from "~/features/catalogue-pages/module-client";
import { RelatedItems } from "~/features/item/components/related-items";
import { loadSiteData } from "~/lib/api/site-data";

const id = z.number().int().positive().max(2_147_483_647);

/**
 * The product page's 'More from this store' section, for `DeferredRelatedItems` when it comes near the
 * viewport: the store's other items as the API lists them in the item's module (`moduleId`, which also
 * completes the cards' links of items that do not name their module), in the visitor's zones and language,
 * or in every zone for a visitor without a location (the API refuses the call without a zone; a shared
 * link opened first). Anything but two positive ids answers null, as does an item without related items
 * or a failed call.
 */
export async function loadRelatedItems(itemId: unknown, moduleId: unknown): Promise<ReactNode> {
  const item = id.safeParse(itemId);
  const links = id.safeParse(moduleId);
  if (!item.success || !links.success) return null;
  const [client, site] = await Promise.all([getCatalogueClient(links.data), loadSiteData()]);
  return (
    <RelatedItems
      client={client}
      itemId={item.data}
      moduleId={links.data}
      currency={currencyFormatFromConfig(site.config)}
    />
  );
}
