import { Hono } from "hono";

import type { PolicyPageKey } from "@marketplace/api-client";
import { policyPageKeys } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import { ApiError } from "../../lib/errors";
import { microCache } from "../../lib/micro-cache";
import { viewOf } from "../helpers";

/** The pages an administrator can switch off, and the config flag that says so. */
const switchable: Partial<Record<PolicyPageKey, string>> = {
  "refund-policy": "refund_policy",
  cancelation: "cancelation_policy",
  "shipping-policy": "shipping_policy",
};

function pageText(pages: unknown, key: PolicyPageKey, locale: string | undefined): string | null {
  if (typeof pages !== "object" || pages === null || !(key in pages)) return null;
  const texts: unknown = (pages as Record<string, unknown>)[key];
  if (typeof texts !== "object" || texts === null) return null;
  const byLocale = texts as Record<string, unknown>;
  const text = (locale && byLocale[locale]) ?? byLocale.en;
  return typeof text === "string" && text.trim() !== "" ? text : null;
}

/**
 * The information pages, at the real backend's paths (`about-us`, `terms-and-conditions`,
 * `privacy-policy`, `refund-policy`, `cancelation`, `shipping-policy`): each answers the page's rich
 * text (HTML) as a JSON string in the `X-localization` language, English when there is no translation.
 * A page switched off in the configuration (refund, cancellation, shipping) answers 404.
 */
export function policyPageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cache = microCache();
  for (const key of policyPageKeys) {
    app.get(`/${key}`, cache, async (c) => {
      const view = await viewOf(c);
      const flag = switchable[key];
      const text = pageText(view.ref.settings.policy_pages, key, view.locale);
      if ((flag && Number(view.ref.settings[flag] ?? 0) === 0) || text === null) {
        throw ApiError.notFound("page", "Page not found.");
      }
      return c.json(text);
    });
  }
  return app;
}
