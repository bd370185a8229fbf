// Single source of truth for banner clicks (D4): default → link (http(s) only), store_wise → store page,
// item_wise → product page in ecommerce, else the quick item modal.

import type { Banner } from "@marketplace/api-client";

import { productHref, storeHref } from "./entity-hrefs";
import { safeExternalUrl } from "./safe-external-url";

export type BannerClickTarget =
  | { code: "external"; url: string }
  | { code: "store"; href: string }
  | { code: "product"; href: string }
  | { code: "quick_view"; itemId: number }
  | { code: "none" };

/**
 * Where a banner click leads. Only absolute http: and https: links are ever followed; anything else
 * (javascript:, data:, protocol-relative) does nothing.
 * @example bannerClickTarget({ type: "item_wise", item: { id: 5 } }, { moduleType: "food" }) // { code: "quick_view", itemId: 5 }
 */
export function bannerClickTarget(
  banner: Pick<Banner, "type" | "link" | "store" | "item">,
  context: { moduleType: string | null | undefined; moduleId?: number | null | undefined },
): BannerClickTarget {
  if (banner.type === "default") {
    const url = safeExternalUrl(banner.link);
    return url === null ? { code: "none" } : { code: "external", url };
  }
  if (banner.type === "store_wise" && banner.store) {
    return { code: "store", href: storeHref(banner.store, context.moduleType) };
  }
  if (banner.type === "item_wise" && banner.item) {
    return context.moduleType === "ecommerce"
      ? { code: "product", href: productHref(banner.item, { moduleId: context.moduleId }) }
      : { code: "quick_view", itemId: banner.item.id };
  }
  return { code: "none" };
}
