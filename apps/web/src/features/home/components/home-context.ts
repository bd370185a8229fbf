import "server-only";

import { cache } from "react";

import type { ApiClient } from "@marketplace/api-client";
import type { CurrencyFormat, ModuleType } from "@marketplace/domain";
import { currencyFormatFromConfig } from "@marketplace/domain";

import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";

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
 * instead of breaking the page.
 */
export async function attempt<T>(label: string, call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    console.error(`home data "${label}" failed`, error);
    return null;
  }
}
