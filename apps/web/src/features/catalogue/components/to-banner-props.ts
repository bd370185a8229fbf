import type { Banner, Campaign } from "@marketplace/api-client";
import type { ModuleType } from "@marketplace/domain";
import type { BannerProps } from "@marketplace/ui";
import { bannerClickTarget, campaignHref, productHref } from "@marketplace/domain";

import { assetUrl } from "~/lib/asset-url";
import { PLACEHOLDER_IMAGE } from "./placeholder-image";

/** A campaign ('Just For You') as a banner picture linking to the campaign page. */
export function toCampaignBannerProps(campaign: Campaign, moduleId: number): BannerProps {
  return {
    imageUrl: assetUrl(campaign.image_full_url) ?? PLACEHOLDER_IMAGE,
    alt: campaign.title ?? "",
    href: campaignHref(campaign, moduleId),
  };
}

/**
 * A module banner; clickable according to the banner click rules (domain `bannerClickTarget`);
 * a quick-view target (an item outside ecommerce) carries `quickViewItemId`: a click opens the item
 * dialog, its link (the product page) is for crawlers, new tabs and pages without script.
 */
export function toBannerProps(
  banner: Banner,
  options: { moduleType: ModuleType; moduleId: number },
): BannerProps & { key: number; quickViewItemId?: number } {
  const base = {
    key: banner.id,
    imageUrl: assetUrl(banner.image_full_url) ?? PLACEHOLDER_IMAGE,
    alt: banner.title ?? "",
  };
  const target = bannerClickTarget(banner, options);
  switch (target.code) {
    case "external":
      return { ...base, href: target.url };
    case "store":
    case "product":
      return { ...base, href: target.href };
    case "quick_view":
      return {
        ...base,
        href: productHref({ id: target.itemId }, { moduleId: options.moduleId }),
        quickViewItemId: target.itemId,
      };
    case "none":
      return base;
  }
}
