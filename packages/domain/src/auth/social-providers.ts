// Single source of truth for which social login buttons show (A2, A5).

import type { Config } from "@marketplace/api-client";

export type SocialProvider = "google" | "facebook" | "apple";

const STATUS_KEY = {
  google: "google_login_status",
  facebook: "facebook_login_status",
  apple: "apple_login_status",
} as const;

/**
 * Social login is enabled only when the provider status is true and the centralize flag is 1.
 * Labels are shortened (2 providers) or icon-only (3 providers).
 * @example socialProviders(config) // { providers: ["google", "apple"], labels: "short" }
 */
export function socialProviders(
  config: Pick<Config, "centralize_login" | "social_login" | "apple_login">,
): { providers: SocialProvider[]; labels: "full" | "short" | "icon" } {
  const login = config.centralize_login;
  const listed = [...(config.social_login ?? []), ...(config.apple_login ?? [])];
  const providers = (["google", "facebook", "apple"] as const).filter((provider) => {
    const centralized = login?.social_login_status === true && login[STATUS_KEY[provider]] === true;
    const entry = listed.find((medium) => medium.login_medium === provider);
    return centralized && (entry === undefined || entry.status === true);
  });
  const labels = providers.length >= 3 ? "icon" : providers.length === 2 ? "short" : "full";
  return { providers, labels };
}
