// Single source of truth for the footer links and their access rules (A2, A5).

import type { Config } from "@marketplace/api-client";

import { safeExternalUrl } from "../routing/safe-external-url";

export const FOOTER_LINKS = [
  "about-us",
  "terms-and-conditions",
  "privacy-policy",
  "refund-policy",
  "cancellation-policy",
  "shipping-policy",
  "help-and-support",
  "track-order",
  "campaigns",
  "loyalty-points",
  "wallet",
  "store-registration",
  "deliveryman-registration",
] as const;
export type FooterLink = (typeof FOOTER_LINKS)[number];

export type FooterLinkAccess =
  { code: "allowed" } | { code: "login_required" } | { code: "zone_required" };

/**
 * Footer links shown for the config: refund, cancellation and shipping policy only when their flag is not 0;
 * wallet and loyalty points only when the config's customer_wallet_status and loyalty_point_status are on
 * (their pages answer 404 otherwise). A status left out (undefined) keeps its link, as before.
 * @example footerLinks({ refund_policy: false, cancelation_policy: true, shipping_policy: true })
 */
export function footerLinks(
  config: Pick<Config, "refund_policy" | "cancelation_policy" | "shipping_policy"> &
    Partial<Pick<Config, "customer_wallet_status" | "loyalty_point_status">>,
): FooterLink[] {
  return FOOTER_LINKS.filter((link) => {
    if (link === "wallet") return config.customer_wallet_status !== false;
    if (link === "loyalty-points") return config.loyalty_point_status !== false;
    if (link === "refund-policy") return config.refund_policy === true;
    if (link === "cancellation-policy") return config.cancelation_policy === true;
    if (link === "shipping-policy") return config.shipping_policy === true;
    return true;
  });
}

/**
 * Loyalty and wallet need login ('You must be login to access this page.'); campaigns need a zone
 * ('You must pick a zone to access this page.').
 * @example footerLinkAccess("wallet", { signedIn: false, hasZone: true }) // { code: "login_required" }
 */
export function footerLinkAccess(
  link: FooterLink,
  session: { signedIn: boolean; hasZone: boolean },
): FooterLinkAccess {
  if ((link === "loyalty-points" || link === "wallet") && !session.signedIn)
    return { code: "login_required" };
  if (link === "campaigns" && !session.hasZone) return { code: "zone_required" };
  return { code: "allowed" };
}

/**
 * App download buttons are shown only when their status equals 1 (and their link is a safe http(s) URL).
 * @example appDownloadLinks({ download_user_app_links: { playstore_url: "https://play…", playstore_url_status: true } })
 */
export function appDownloadLinks(
  config: Pick<Config, "download_user_app_links">,
): { store: "playstore" | "apple_store"; url: string }[] {
  const links = config.download_user_app_links;
  const result: { store: "playstore" | "apple_store"; url: string }[] = [];
  const playstore = safeExternalUrl(links?.playstore_url);
  const appleStore = safeExternalUrl(links?.apple_store_url);
  if (links?.playstore_url_status === true && playstore !== null)
    result.push({ store: "playstore", url: playstore });
  if (links?.apple_store_url_status === true && appleStore !== null)
    result.push({ store: "apple_store", url: appleStore });
  return result;
}
