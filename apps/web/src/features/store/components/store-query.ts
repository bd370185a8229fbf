import { pagesShown, positiveId, searchText } from "@marketplace/domain";

/** The store page's URL state: category tab, in-store search and how many pages are shown. */
export interface StorePageQuery {
  categoryId: number | null;
  search: string;
  pages: number;
}

export function readStorePageQuery(
  params: Record<string, string | string[] | undefined>,
): StorePageQuery {
  return {
    categoryId: positiveId(params.category),
    search: searchText(params.search),
    pages: pagesShown(params.page),
  };
}
