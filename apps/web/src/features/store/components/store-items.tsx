import { getTranslations } from "next-intl/server";

import type { ApiClient, PagedProducts } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { getStoreItems, searchItems } from "@marketplace/api-client";
import { hasMorePages, STORE_ITEMS_PAGE_SIZE } from "@marketplace/domain";
import { buttonVariants, Input, SpriteIcon } from "@marketplace/ui";

import type { FoundStore } from "../store-data";
import type { StorePageQuery } from "./store-query";
import { LinkTabs } from "~/features/catalogue-pages/components/link-tabs";
import {
  CardGrid,
  EmptyList,
  LoadMoreLink,
  withParams,
} from "~/features/catalogue-pages/components/page-parts";
import { loadPages } from "~/features/catalogue-pages/load-pages";
import { getCardActionTexts } from "~/features/catalogue/components/card-action-labels";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { ShopItemCard } from "~/features/catalogue/components/shop-item-card";
import { toItemCardView } from "~/features/catalogue/components/to-card-props";

/**
 * A card's box: `content-visibility: auto` renders its content only near the viewport, sized meanwhile
 * as a card (about 19rem; the browser keeps the last size it rendered). The card stays in the page, for
 * find-in-page, assistive technologies and crawlers.
 */
const OFFSCREEN_CARD = "h-full [contain-intrinsic-height:auto_19rem] [content-visibility:auto]";

/** The shown pages of the store's items: the category's latest items, or the in-store search's results. */
function loadItems(client: ApiClient, store: FoundStore, query: StorePageQuery) {
  const fetchPage = (offset: number): Promise<PagedProducts> =>
    query.search !== ""
      ? searchItems(client, {
          name: query.search,
          store_id: store.id,
          ...(query.categoryId === null ? {} : { category_id: query.categoryId }),
          offset,
          limit: STORE_ITEMS_PAGE_SIZE,
        })
      : getStoreItems(client, {
          store_id: store.id,
          category_id: query.categoryId ?? 0,
          offset,
          limit: STORE_ITEMS_PAGE_SIZE,
        });
  return loadPages(query.pages, fetchPage, (page) => page.products);
}

/**
 * The store's category tabs, its search box (a GET form: works before any script) and the items grid
 * with a "Load more" link; all of it lives in the URL (`category`, `search`, `page`).
 */
export async function StoreItems({
  store,
  client,
  path,
  query,
  currency,
}: {
  store: FoundStore;
  client: ApiClient;
  path: string;
  query: StorePageQuery;
  currency: CurrencyFormat;
}) {
  const t = await getTranslations();
  const [page, texts, actionTexts] = await Promise.all([
    loadItems(client, store, query),
    getCardTexts(),
    getCardActionTexts(),
  ]);
  const current = {
    category: query.categoryId === null ? undefined : String(query.categoryId),
    search: query.search === "" ? undefined : query.search,
  };
  const categories = store.category_details ?? [];
  const tabs = [
    {
      key: "all",
      label: t("store.allCategories"),
      href: withParams(path, current, { category: null, page: null }),
    },
    ...categories.map((category) => ({
      key: String(category.id),
      label: category.name,
      href: withParams(path, current, { category: String(category.id), page: null }),
    })),
  ];
  const options = { currency, moduleId: store.module_id ?? 0, texts };
  const labels = { originalPrice: texts.originalPrice };
  // The cover is the page's largest picture; the cards start below the fold on a phone (pictures
  // loaded lazily, and the browser skips a card's style, layout and paint until it nears the viewport).
  const cards = page.rows.map((item) => (
    <div key={item.id} className={OFFSCREEN_CARD}>
      <ShopItemCard
        wire={item}
        actionTexts={actionTexts}
        item={toItemCardView(item, options)}
        labels={labels}
        linkAs={CardLink}
        className="h-full"
      />
    </div>
  ));
  return (
    <section aria-labelledby="store-items-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <h2 id="store-items-title" className="text-xl font-bold tracking-tight">
          {query.search === ""
            ? t("store.items")
            : t("store.searchResults", { text: query.search })}
        </h2>
        <form method="get" action={path} role="search" className="flex w-full gap-2 md:max-w-sm">
          {current.category ? (
            <input type="hidden" name="category" value={current.category} />
          ) : null}
          <Input
            type="search"
            name="search"
            defaultValue={query.search}
            maxLength={100}
            aria-label={t("store.searchLabel")}
            placeholder={t("store.searchPlaceholder")}
          />
          <button type="submit" className={buttonVariants({ variant: "outline", size: "icon" })}>
            <SpriteIcon name="search" className="size-4" />
            <span className="sr-only">{t("store.searchButton")}</span>
          </button>
        </form>
      </div>
      {categories.length > 0 ? (
        <LinkTabs
          tabs={tabs}
          current={current.category ?? "all"}
          label={t("store.categoriesLabel")}
        />
      ) : null}
      {cards.length > 0 ? (
        <CardGrid label={t("store.items")}>{cards}</CardGrid>
      ) : (
        <EmptyList title={t("store.itemsNotFound")} />
      )}
      {hasMorePages(page.rows.length, page.total) ? (
        <LoadMoreLink
          href={withParams(path, current, { page: String(query.pages + 1) })}
          label={t("store.loadMore")}
        />
      ) : null}
    </section>
  );
}
