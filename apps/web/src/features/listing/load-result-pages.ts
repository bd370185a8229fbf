import "server-only";

import type { ApiClient, Item, SearchResponse, Store } from "@marketplace/api-client";
import type { ListingTab } from "@marketplace/domain";
import { getConditionItems, search } from "@marketplace/api-client";
import { CONDITION_PAGE_SIZE, nextPageNumber, SEARCH_PAGE_SIZE } from "@marketplace/domain";

import type { ListingSource } from "./listing-request-of";

export type ResultRow = { kind: "item"; item: Item } | { kind: "store"; store: Store };

export interface ResultPages {
  rows: ResultRow[];
  /** The list's size as the first page tells it. */
  total: number;
  /** The next page to ask for (pages fetched + 1), null after an empty page. */
  next: number | null;
}

interface Page {
  rows: ResultRow[];
  total: number;
}

function rowsOf(page: SearchResponse, tab: ListingTab): ResultRow[] {
  return tab === "item"
    ? (page.products ?? []).map((item) => ({ kind: "item", item }))
    : (page.stores ?? []).map((store) => ({ kind: "store", store }));
}

/** One page of the listing's source (the search: 12 a page; a condition's items: 20 a page). */
async function loadPage(client: ApiClient, source: ListingSource, offset: number): Promise<Page> {
  if (source.kind === "condition") {
    const answer = await getConditionItems(client, source.conditionId, {
      offset,
      limit: CONDITION_PAGE_SIZE,
    });
    return {
      rows: answer.products.map((item) => ({ kind: "item", item })),
      total: Number(answer.total_size),
    };
  }
  const answer = await search(client, { ...source.params, offset, limit: SEARCH_PAGE_SIZE });
  return {
    rows: rowsOf(answer, source.params.list_type),
    total: Number(answer.total_size ?? 0),
  };
}

/**
 * Pages `first` to `last` of the listing (fetched together), in order; the list ends at the first empty
 * page (the spec's paging: next page = pages fetched + 1, stop on an empty page).
 */
export async function loadResultPages(
  client: ApiClient,
  source: ListingSource,
  first: number,
  last: number,
): Promise<ResultPages> {
  const answers = await Promise.all(
    Array.from({ length: last - first + 1 }, (_, index) => loadPage(client, source, first + index)),
  );
  const pages: ResultRow[][] = [];
  for (const answer of answers) {
    pages.push(answer.rows);
    if (answer.rows.length === 0) break;
  }
  const fetched = nextPageNumber(pages);
  return {
    rows: pages.flat(),
    total: answers[0]?.total ?? 0,
    next: fetched === null ? null : first - 1 + fetched,
  };
}
