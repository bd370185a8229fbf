import "server-only";

import type { ApiClient, Item, SearchResponse, Store } from "@marketplace/api-client";
import type { ListingTab } from "@marketplace/domain";
import { search } from "@marketplace/api-client";
import { nextPageNumber, SEARCH_PAGE_SIZE } from "@marketplace/domain";

import type { ListingSearchParams } from "./listing-request-of";

export type ResultRow = { kind: "item"; item: Item } | { kind: "store"; store: Store };

export interface ResultPages {
  rows: ResultRow[];
  /** The list's size as the first page tells it. */
  total: number;
  /** The next page to ask for (pages fetched + 1), null after an empty page. */
  next: number | null;
}

function rowsOf(page: SearchResponse, tab: ListingTab): ResultRow[] {
  return tab === "item"
    ? (page.products ?? []).map((item) => ({ kind: "item", item }))
    : (page.stores ?? []).map((store) => ({ kind: "store", store }));
}

/**
 * Pages `first` to `last` of the listing (12 a page, fetched together), in order; the list ends at the
 * first empty page (the spec's paging: next page = pages fetched + 1, stop on an empty page).
 */
export async function loadResultPages(
  client: ApiClient,
  params: ListingSearchParams,
  first: number,
  last: number,
): Promise<ResultPages> {
  const answers = await Promise.all(
    Array.from({ length: last - first + 1 }, (_, index) =>
      search(client, { ...params, offset: first + index, limit: SEARCH_PAGE_SIZE }),
    ),
  );
  const pages: ResultRow[][] = [];
  for (const answer of answers) {
    const rows = rowsOf(answer, params.list_type);
    pages.push(rows);
    if (rows.length === 0) break;
  }
  const fetched = nextPageNumber(pages);
  return {
    rows: pages.flat(),
    total: Number(answers[0]?.total_size ?? 0),
    next: fetched === null ? null : first - 1 + fetched,
  };
}
