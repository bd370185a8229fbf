"use client";

import { useQueryStates } from "nuqs";

import { listingParsers } from "../listing-query";

/**
 * The listing's URL state. Each choice is a history entry (Back undoes it); the page is not scrolled and
 * not re-rendered on the server (the browser fetches the new results).
 */
export function useListingUrl() {
  return useQueryStates(listingParsers, { history: "push", scroll: false });
}

export type ListingUrlUpdate = Parameters<ReturnType<typeof useListingUrl>[1]>[0];
