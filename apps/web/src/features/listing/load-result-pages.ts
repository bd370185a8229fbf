import "server-only";

import type { ApiClient, Item, SearchResponse, Store } from "@marketplace/api-client";
import type { ListingTab } from "@marketplace/domain";
import { getConditionItems, search } from "@marketplace/api-client";
import { CONDITION_PAGE_SIZE, nextPageNumber, SEARCH_PAGE_SIZE } from "@marketplace/domain";

import type { ListingSource } from "./listing-request-of";
import { firstServerPage, LAST_PAGE } from "./listing-query";

export type ResultRow = { kind: "item"; item: Item } | { kind: "store"; store: Store };

export interface ResultPages {
  /** The first page of `rows`. */
  first: number;
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
  const next = fetched === null ? null : first - 1 + fetched;
  return {
    first,
    rows: pages.flat(),
    total: answers[0]?.total ?? 0,
    next: next !== null && next <= LAST_PAGE ? next : null,
  };
}

/** The page size of a listing's source. */
function pageSizeOf(source: ListingSource): number {
  return source.kind === "condition" ? CONDITION_PAGE_SIZE : SEARCH_PAGE_SIZE;
}

/**
 * The pages the server renders for a listing URL's `page`: the 10 up to it. A page past the list's end
 * (an old link, a hand-written URL) shows the list's last pages instead, up to the empty page that ends it.
 */
export async function loadServerPages(
  client: ApiClient,
  source: ListingSource,
  page: number,
): Promise<ResultPages> {
  const shown = await loadResultPages(client, source, firstServerPage(page), page);
  if (shown.rows.length > 0 || shown.first === 1 || shown.total === 0) return shown;
  const end = Math.min(page, Math.ceil(shown.total / pageSizeOf(source)) + 1);
  return await loadResultPages(client, source, firstServerPage(end), end);
}
