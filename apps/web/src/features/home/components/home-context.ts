import "server-only";

import { cacheLife } from "next/cache";
import { cache } from "react";

import type { ApiClient } from "@marketplace/api-client";
import type { CurrencyFormat, ModuleType } from "@marketplace/domain";
import { currencyFormatFromConfig } from "@marketplace/domain";

import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { inSharedScope } from "~/lib/visitor/read-visitor-context";

export interface HomeContext {
  client: ApiClient;
  currency: CurrencyFormat;
  moduleId: number;
  moduleType: ModuleType;
  signedIn: boolean;
}

/** What every home section needs; null when no module is chosen yet. */
export const getHomeContext = cache(async (): Promise<HomeContext | null> => {
  const [site, client] = await Promise.all([loadSiteData(), getServerClient()]);
  const chosen = site.visitor.module;
  if (!chosen) return null;
  return {
    client,
    currency: currencyFormatFromConfig(site.config),
    moduleId: chosen.id,
    moduleType: chosen.type,
    signedIn: site.visitor.signedIn,
  };
});

/**
 * Runs one home-data call; a failure is logged (spec D §8) and the section shows its empty state
 * instead of breaking the page. In a shared render (`SharedSection`) the failure also keeps that
 * render out of the cache, so the next request tries the API again.
 */
export async function attempt<T>(label: string, call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    console.error(`home data "${label}" failed`, error);
    if (inSharedScope()) cacheLife({ stale: 0, revalidate: 0, expire: 0 });
    return null;
  }
}
