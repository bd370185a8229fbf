import "server-only";

import { cache } from "react";

import type { StorePage } from "@marketplace/api-client";
import { getStorePage, HttpError } from "@marketplace/api-client";

import { getServerClient } from "~/lib/api/server-client";

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
