import "server-only";

import { cartQueryOptions } from "@marketplace/api-client/query";
import { currencyFormatFromConfig, freeDeliveryThreshold } from "@marketplace/domain";

import type { ShopSettings } from "./shopping-bus";
import type { SiteData } from "~/lib/api/site-data";
import { SIGN_IN_HREF } from "~/features/auth/lib/auth-link";
import { getServerClient } from "~/lib/api/server-client";

/** The shopping parts' settings from the site's config and the visitor, computed on the server. */
export async function shopSettings({ config, visitor }: SiteData): Promise<ShopSettings> {
  const currency = currencyFormatFromConfig(config);
  return {
    currency,
    freeDeliveryOver: freeDeliveryThreshold(config, currency.digits),
    guestCheckout: config?.guest_checkout_status === true,
    signedIn: visitor.signedIn,
    cartKey: cartQueryOptions(await getServerClient()).queryKey,
    // As the header's Sign In: this page with the auth modal open.
    signInHref: SIGN_IN_HREF,
  };
}
