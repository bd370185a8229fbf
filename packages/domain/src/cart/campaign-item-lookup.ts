// Single source of truth for opening a campaign item by its URL (D2 route table: /product/{id} with
// product_type=campaign) and for where a campaign item's card leads (D4: product page in ecommerce,
// the quick item dialog elsewhere). The real backend has no single-campaign-item call: the item is found
// in the running campaign items of `campaigns/item`.

import type { Item } from "@marketplace/api-client";

import { productHref } from "../routing/entity-hrefs";

type Param = string | string[] | undefined;

/**
 * Whether a product URL's `product_type` names a campaign item (only the first value counts).
 * @example isCampaignProductType("campaign") // true
 */
export function isCampaignProductType(value: Param): boolean {
  return (Array.isArray(value) ? value[0] : value) === "campaign";
}

/**
 * The campaign item a product URL names, among the running campaign items: by its id (digits), else by
 * its slug; null when none has it (unknown, ended, or of another module or zone).
 * @example findCampaignItem([{ id: 5, slug: "milk-special-5" }], "5") // { id: 5, slug: "milk-special-5" }
 */
export function findCampaignItem<T extends Pick<Item, "id" | "slug">>(
  items: readonly T[],
  idOrSlug: string | number,
): T | null {
  const text = String(idOrSlug);
  if (text === "" || text.length > 200) return null;
  if (/^\d{1,10}$/.test(text)) {
    const byId = items.find((item) => item.id === Number(text));
    if (byId) return byId;
  }
  return items.find((item) => item.slug === text) ?? null;
}

/**
 * The product page of a campaign item: its slug (else id), its module and product_type=campaign.
 * @example campaignItemHref({ id: 5, slug: "milk-special-5", module_id: 1 }) // "/product/milk-special-5?module_id=1&product_type=campaign"
 */
export function campaignItemHref(
  item: Pick<Item, "id" | "slug" | "module_id">,
  moduleId?: number | null,
): string {
  return productHref(item, { moduleId: item.module_id ?? moduleId, campaign: true });
}

export type CampaignItemOpen = { code: "product_page"; href: string } | { code: "quick_view" };

/**
 * Where a campaign item's card leads: its product page in ecommerce, else the quick item dialog (whose
 * link, the product page, stays for crawlers and new tabs).
 * @example campaignItemOpen({ id: 5, module_id: 1 }, "grocery") // { code: "quick_view" }
 */
export function campaignItemOpen(
  item: Pick<Item, "id" | "slug" | "module_id">,
  moduleType: string | null | undefined,
): CampaignItemOpen {
  return moduleType === "ecommerce"
    ? { code: "product_page", href: campaignItemHref(item) }
    : { code: "quick_view" };
}
