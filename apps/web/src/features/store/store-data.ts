import "server-only";

import { cache } from "react";

import type { ApiClient, StorePage } from "@marketplace/api-client";
import { createClient, getStorePage, HttpError } from "@marketplace/api-client";

import { env } from "~/env";
import { getServerClient } from "~/lib/api/server-client";
import { readApiContext } from "~/lib/visitor/read-visitor-context";

/** A store that exists (the details call answered one). */
export type FoundStore = NonNullable<StorePage>;

/**
 * The store of a `/store/{slug or id}` page, once per request; null when the API knows no such store
 * (an empty answer or a 404). Any other failure is thrown (→ `error.tsx`).
 */
export const loadStore = cache(async (idOrSlug: string): Promise<FoundStore | null> => {
  try {
    return await getStorePage(await getServerClient(), idOrSlug);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
});

/**
 * The visitor's client with the store's own module: a store page shows its module's items and reviews
 * whatever module the visitor has chosen (a shared link, a search engine without cookies).
 */
export const getStoreClient = cache(async (moduleId: number): Promise<ApiClient> => {
  const context = await readApiContext();
  if (context.moduleId === moduleId) return await getServerClient();
  return createClient({
    baseUrl: `${env.API_BASE_URL}/api/v1`,
    context: { ...context, moduleId },
    timeout: 10_000,
    retry: 1,
  });
});
