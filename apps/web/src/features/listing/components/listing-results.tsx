"use client";

import type { InfiniteData } from "@tanstack/react-query";
import type { MouseEvent } from "react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";

import type { Item, SearchResponse, Store } from "@marketplace/api-client";
import type { CurrencyFormat, ListingTab, ModuleType } from "@marketplace/domain";
import { isSearchedEmpty } from "@marketplace/domain";
import { buttonVariants, EmptyState, ItemCard, Skeleton, StoreCard } from "@marketplace/ui";

import type { ListingView } from "../listing-query";
import { toItemCardView, toStoreCardView } from "~/features/catalogue/components/to-card-props";
import { useCardTexts } from "./use-card-texts";

/** Infinite scroll asks for the next page when the end of the list is within 38 % of the viewport. */
const TRIGGER_MARGIN = "0px 0px 38% 0px";

interface ListingResultsProps {
  tab: ListingTab;
  view: ListingView;
  data: InfiniteData<SearchResponse, unknown> | undefined;
  pending: boolean;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** The URL of the listing with one page more: the no-JS "Load more" link. */
  nextPageHref: string;
  moduleType: ModuleType;
  moduleId: number;
  currency: CurrencyFormat;
}

function rowsOf(page: SearchResponse, tab: ListingTab): readonly (Item | Store)[] {
  return (tab === "item" ? page.products : page.stores) ?? [];
}

/**
 * The results in grid or list view, page after page: the next page (pages fetched + 1) loads when the end
 * nears the viewport, or with the "Load more" link (keyboard, and a real link without JavaScript); an
 * empty page ends the list. An empty first page shows 'Items not found!' / 'Stores not found!'.
 */
export function ListingResults(props: ListingResultsProps) {
  const { tab, view, data, pending, hasNextPage, fetchingNextPage, fetchNextPage } = props;
  const t = useTranslations("listing");
  const texts = useCardTexts();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasNextPage && !fetchingNextPage;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: TRIGGER_MARGIN },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [canLoad, fetchNextPage]);

  if (pending && !data) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-56 w-full" />
        ))}
      </div>
    );
  }
  const pages = (data?.pages ?? []).map((page) => rowsOf(page, tab));
  if (isSearchedEmpty(pages)) {
    return (
      <EmptyState
        title={tab === "item" ? t("itemsNotFound") : t("storesNotFound")}
        headingLevel={2}
      />
    );
  }
  const list = view === "list";
  const options = { currency: props.currency, moduleId: props.moduleId, texts };
  const storeOptions = { moduleType: props.moduleType, currency: props.currency, texts };
  const gridClass = list
    ? "grid gap-3 md:grid-cols-2"
    : tab === "item"
      ? "grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
      : "grid gap-3 sm:grid-cols-2 xl:grid-cols-3";

  return (
    <div className="grid gap-4">
      <ul className={gridClass} data-testid="listing-results">
        {pages.flat().map((row, index) =>
          tab === "item" ? (
            <li key={`i${String(row.id)}`} className="min-w-0">
              <ItemCard
                item={toItemCardView(row as Item, options)}
                layout={list ? "list" : "compact"}
                priority={index < 2}
                headingLevel={2}
              />
            </li>
          ) : (
            <li key={`s${String(row.id)}`} className="min-w-0">
              <StoreCard
                store={toStoreCardView(row as Store, storeOptions)}
                linkAs={Link}
                priority={index < 2}
                headingLevel={2}
              />
            </li>
          ),
        )}
      </ul>
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="flex justify-center">
          <a
            href={props.nextPageHref}
            className={buttonVariants({ variant: "outline" })}
            aria-busy={fetchingNextPage}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              if (canLoad) fetchNextPage();
            }}
          >
            {fetchingNextPage ? t("loadingMore") : t("loadMore")}
          </a>
        </div>
      ) : null}
    </div>
  );
}
