import type { PolicyPageKey } from "@marketplace/api-client";

/** The storefront's information routes, the API page each shows, and its texts in the `info` namespace. */
export const policyRoutes = {
  "about-us": { api: "about-us", text: "about" },
  "terms-and-conditions": { api: "terms-and-conditions", text: "terms" },
  "privacy-policy": { api: "privacy-policy", text: "privacy" },
  "refund-policy": { api: "refund-policy", text: "refund" },
  "cancellation-policy": { api: "cancelation", text: "cancellation" },
  "shipping-policy": { api: "shipping-policy", text: "shipping" },
} as const satisfies Record<string, { api: PolicyPageKey; text: string }>;

/** One information route of the storefront (its path without the slash). */
export type PolicyRoute = keyof typeof policyRoutes;
