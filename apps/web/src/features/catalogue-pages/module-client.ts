import "server-only";

import { cache } from "react";

import type { ApiClient } from "@marketplace/api-client";
import { createClient, getZones } from "@marketplace/api-client";

import { env } from "~/env";
import { getServerClient } from "~/lib/api/server-client";
import { readApiContext } from "~/lib/visitor/read-visitor-context";

/**
 * The visitor's client for another module (null: no module at all). A store, category or campaign page
 * shows its own module's data whatever module the visitor has chosen (a shared link, a search engine
 * without cookies); the visitor's zones, point, language and session are kept.
 */
export const getModuleClient = cache(async (moduleId: number | null): Promise<ApiClient> => {
  const context = await readApiContext();
  if ((context.moduleId ?? null) === moduleId) return await getServerClient();
  return createClient({
    baseUrl: `${env.API_BASE_URL}/api/v1`,
    context: { ...context, moduleId },
    timeout: 10_000,
    retry: 1,
  });
});

/**
 * A client for a module in every delivery zone, for a visitor without a location (a crawler): lists the
 * API serves per zone (a brand's items) then show the module's whole catalogue.
 */
export const getEveryZoneClient = cache(async (moduleId: number): Promise<ApiClient> => {
  const context = await readApiContext();
  const zones = await getZones(await getServerClient());
  return createClient({
    baseUrl: `${env.API_BASE_URL}/api/v1`,
    context: { ...context, moduleId, zoneIds: zones.map((zone) => zone.id) },
    timeout: 10_000,
    retry: 1,
  });
});

/**
 * The client a catalogue page (a store, a campaign) reads its module's data with: the visitor's (their
 * zones, point, language, session), or for a visitor without a location (a crawler, a shared link opened
 * first) every delivery zone: the API serves a store's items and a campaign per zone and refuses a call
 * without one, so the page would otherwise fail. No module: the visitor's client as it is.
 */
export const getCatalogueClient = cache(async (moduleId: number | null): Promise<ApiClient> => {
  const context = await readApiContext();
  return moduleId === null || (context.zoneIds?.length ?? 0) > 0
    ? await getModuleClient(moduleId)
    : await getEveryZoneClient(moduleId);
});
