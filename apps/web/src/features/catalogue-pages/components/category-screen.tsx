import NextLink from "next/link";
import { getTranslations } from "next-intl/server";

import type { ModuleType } from "@marketplace/domain";
import { getCategoryItems, getCategoryStores, getChildCategories } from "@marketplace/api-client";
import {
  CATEGORY_PAGE_SIZE,
  categoryHref,
  currencyFormatFromConfig,
  hasMorePages,
  oneOf,
  orderCategories,
  pagesShown,
} from "@marketplace/domain";
import { EmptyState, StoreCard } from "@marketplace/ui";

import type { FoundCategory } from "../catalogue-data";
import { getCardActionTexts } from "~/features/catalogue/components/card-action-labels";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { ShopItemCard } from "~/features/catalogue/components/shop-item-card";
import { toItemCardView } from "~/features/catalogue/components/to-card-props";
import { toStoreCardView } from "~/features/catalogue/components/to-store-card-view";
import { loadSiteData } from "~/lib/api/site-data";
import { loadPages } from "../load-pages";
import { getModuleClient } from "../module-client";
import { Breadcrumbs } from "./breadcrumbs";
import { LinkTabs } from "./link-tabs";
import { CardGrid, EmptyList, LoadMoreLink, PageMain, withParams } from "./page-parts";

const TABS = ["items", "stores"] as const;

/**
 * `/category/{id}`: its sub-categories, then its items or stores (tab in the URL), 20 a page with
 * "Load more".
 */
export async function CategoryScreen({
  found,
  moduleType,
  params,
}: {
  found: FoundCategory;
  moduleType: ModuleType;
  params: Record<string, string | string[] | undefined>;
}) {
  const { category, parent } = found;
  const moduleId = category.module_id ?? parent?.module_id ?? null;
  const [t, site, texts, client] = await Promise.all([
    getTranslations("cataloguePages"),
    loadSiteData(),
    getCardTexts(),
    getModuleClient(moduleId),
  ]);
  // Items and stores are per delivery zone: without a location (a shared link, a search engine) the page
  // shows the category and its sub-categories and asks for a location instead of failing.
  const located = site.visitor.location !== null;
  const tab = oneOf(params.tab, TABS, "items");
  const pages = pagesShown(params.page);
  const path = categoryHref(category);
  const current = { tab: tab === "items" ? undefined : tab };
  const currency = currencyFormatFromConfig(site.config);
  const [children, items, stores] = await Promise.all([
    getChildCategories(client, category.id),
    located && tab === "items"
      ? loadPages(
          pages,
          (offset) => getCategoryItems(client, category.id, { offset, limit: CATEGORY_PAGE_SIZE }),
          (answer) => answer.products,
        )
      : null,
    located && tab === "stores"
      ? loadPages(
          pages,
          (offset) => getCategoryStores(client, category.id, { offset, limit: CATEGORY_PAGE_SIZE }),
          (answer) => answer.stores,
        )
      : null,
  ]);
  const shown = items?.rows.length ?? stores?.rows.length ?? 0;
  const total = items?.total ?? stores?.total ?? 0;
  const actionTexts = await getCardActionTexts();
  const itemCards = (items?.rows ?? []).map((item, index) => (
    <ShopItemCard
      key={item.id}
      wire={item}
      actionTexts={actionTexts}
      item={toItemCardView(item, { currency, moduleId: moduleId ?? 0, texts })}
      labels={{ originalPrice: texts.originalPrice }}
      linkAs={CardLink}
      priority={index < 2}
      className="h-full"
    />
  ));
  const storeCards = (stores?.rows ?? []).map((store, index) => (
    <StoreCard
      key={store.id}
      store={toStoreCardView(store, { moduleType, currency, texts })}
      headingLevel={2}
      linkAs={CardLink}
      priority={index < 2}
      className="h-full"
    />
  ));
  const cards = tab === "items" ? itemCards : storeCards;
  const trail = [
    { name: t("categories"), href: "/categories" },
    ...(parent ? [{ name: parent.name, href: categoryHref(parent) }] : []),
    { name: category.name, href: path },
  ];
  return (
    <PageMain title={category.name}>
      <Breadcrumbs trail={trail} />
      {children.length > 0 ? (
        <nav aria-label={t("subCategories")}>
          <ul className="flex flex-wrap gap-2">
            {orderCategories(children, moduleType).map((child) => (
              <li key={child.id}>
                <NextLink
                  href={categoryHref(child)}
                  prefetch={false}
                  className="bg-card hover:bg-muted inline-flex min-h-10 items-center rounded-full border px-4 text-sm"
                >
                  {child.name}
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <LinkTabs
        label={t("categoryTabs")}
        current={tab}
        tabs={TABS.map((key) => ({
          key,
          label: t(key === "items" ? "itemsTab" : "storesTab"),
          href: withParams(path, current, { tab: key === "items" ? null : key, page: null }),
        }))}
      />
      {!located ? (
        <EmptyState
          title={t("locationNeeded")}
          headingLevel={2}
          className="py-10"
          action={
            <NextLink
              href="/"
              prefetch={false}
              className="bg-primary text-primary-foreground hover:bg-primary/90 inline-flex h-10 items-center rounded-md px-4 text-sm font-medium"
            >
              {t("selectLocation")}
            </NextLink>
          }
        />
      ) : cards.length > 0 ? (
        <CardGrid label={category.name} kind={tab === "items" ? "items" : "stores"}>
          {cards}
        </CardGrid>
      ) : (
        <EmptyList title={t(tab === "items" ? "itemsNotFound" : "storesNotFound")} />
      )}
      {hasMorePages(shown, total) ? (
        <LoadMoreLink
          href={withParams(path, current, { page: String(pages + 1) })}
          label={t("loadMore")}
        />
      ) : null}
    </PageMain>
  );
}
