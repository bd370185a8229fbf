"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { LayoutGrid, List, SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { createSerializer } from "nuqs";

import type { CurrencyFormat, ListingTab, ModuleType, SortValue } from "@marketplace/domain";
import { searchInfiniteQueryOptions } from "@marketplace/api-client/query";
import { changeListingTab, LISTING_TABS, selectSort, sortsForTab } from "@marketplace/domain";
import {
  Button,
  Popover,
  PopoverContent,
  PopoverTrigger,
  SegmentedControl,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Sheet,
  SheetBody,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@marketplace/ui";

import type { ListingUrlUpdate } from "./use-listing-url";
import { listingParsers, listingStateOf } from "../listing-query";
import { searchParamsOf } from "../listing-request-of";
import { AppliedChips } from "./applied-chips";
import { CategoryPanel } from "./category-panel";
import { FilterPanel } from "./filter-panel";
import { ListingResults } from "./listing-results";
import { useListingClient } from "./use-listing-client";
import { useListingUrl } from "./use-listing-url";

const serialize = createSerializer(listingParsers);

interface ListingViewProps {
  moduleType: ModuleType;
  moduleId: number;
  currency: CurrencyFormat;
}

/**
 * The listing and search page below its heading: Items / Stores tabs (none for a brand), the count, sort,
 * filters (popover on desktop, side drawer on phones), applied-filter chips, the category and brand panel,
 * grid or list view and the results with infinite scroll. Every choice lives in the URL.
 */
export function ListingView({ moduleType, moduleId, currency }: ListingViewProps) {
  const t = useTranslations("listing");
  const [query, setQuery] = useListingUrl();
  const state = listingStateOf(query);
  const client = useListingClient();
  const results = useInfiniteQuery(
    searchInfiniteQueryOptions(client, searchParamsOf(query, moduleType)),
  );
  const brandListing = query.data_type === "brand";
  const tab: ListingTab = brandListing ? "item" : state.tab;
  const total = results.data?.pages[0]?.total_size;

  const change = (update: ListingUrlUpdate) => {
    void setQuery({ ...update, page: null });
  };
  const changeTab = (value: string) => {
    const next = LISTING_TABS.find((candidate) => candidate === value);
    if (next === undefined) return;
    const reset = changeListingTab(state, next);
    // Changing tab resets sort and filters (the data type's initial filters come back).
    change({
      tab: reset.tab,
      sort: null,
      filter: null,
      min_price: null,
      max_price: null,
      rating: null,
      type: null,
    });
  };
  const sorts = sortsForTab(tab);
  const currentSort = state.sort.find((value) => sorts.includes(value)) ?? "default";
  const pagesFetched = results.data?.pages.length ?? 0;
  const nextPageHref = serialize("/home", { ...query, page: pagesFetched + 1 });

  const filterPanel = (
    <FilterPanel
      key={`${tab}-${String(state.priceRange.min)}-${String(state.priceRange.max)}`}
      state={{ ...state, tab }}
      veg={query.type}
      moduleType={moduleType}
      onChange={change}
    />
  );
  const sidePanel = <CategoryPanel state={state} showBrands={!brandListing} onChange={change} />;
  const filterLabel = (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {t("filter")}
    </>
  );

  const toolbar = (
    <div className="flex flex-wrap items-center gap-2">
      <p className="me-auto text-sm font-medium" aria-live="polite" data-testid="listing-count">
        {total === undefined
          ? null
          : tab === "item"
            ? t("itemsFound", { count: total })
            : t("storesFound", { count: total })}
      </p>
      <Select
        value={currentSort}
        onValueChange={(value) => {
          const chosen = sorts.find((candidate) => candidate === value);
          if (chosen === undefined) return;
          const next: SortValue[] = selectSort(
            state.sort.filter((sort) => sorts.includes(sort)),
            chosen,
          ).filter((sort) => sort !== "default");
          change({ sort: next.length > 0 ? next : null });
        }}
      >
        <SelectTrigger aria-label={t("sortLabel")} className="w-auto min-w-40">
          <SelectValue>{t(`sortOptions.${currentSort}`)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {sorts.map((value) => (
            <SelectItem key={value} value={value}>
              {t(`sortOptions.${value}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline" className="max-lg:hidden">
            {filterLabel}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-80">
          {filterPanel}
        </PopoverContent>
      </Popover>
      <Sheet>
        <SheetTrigger asChild>
          <Button variant="outline" className="lg:hidden">
            {filterLabel}
          </Button>
        </SheetTrigger>
        <SheetContent side="end" closeLabel={t("close")}>
          <SheetHeader>
            <SheetTitle>{t("filtersTitle")}</SheetTitle>
          </SheetHeader>
          <SheetBody className="grid gap-6">
            {filterPanel}
            {sidePanel}
          </SheetBody>
        </SheetContent>
      </Sheet>
      <SegmentedControl
        label={t("viewLabel")}
        value={query.view}
        onValueChange={(value) => {
          change({ view: value === "grid" ? null : value });
        }}
        options={[
          {
            value: "grid",
            label: t("gridView"),
            icon: <LayoutGrid aria-hidden="true" className="size-4" />,
          },
          {
            value: "list",
            label: t("listView"),
            icon: <List aria-hidden="true" className="size-4" />,
          },
        ]}
      />
    </div>
  );

  const body = (
    <div className="grid content-start gap-4">
      {toolbar}
      <AppliedChips state={state} veg={query.type} onChange={change} />
      <ListingResults
        tab={tab}
        view={query.view}
        data={results.data}
        pending={results.isPending}
        hasNextPage={results.hasNextPage}
        fetchingNextPage={results.isFetchingNextPage}
        fetchNextPage={() => {
          void results.fetchNextPage();
        }}
        nextPageHref={nextPageHref}
        moduleType={moduleType}
        moduleId={moduleId}
        currency={currency}
      />
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="max-lg:hidden" aria-label={t("categories")}>
        {sidePanel}
      </aside>
      {brandListing ? (
        body
      ) : (
        <Tabs value={tab} onValueChange={changeTab} className="min-w-0 content-start">
          <TabsList aria-label={t("tabsLabel")}>
            <TabsTrigger value="item">{t("itemsTab")}</TabsTrigger>
            <TabsTrigger value="store">{t("storesTab")}</TabsTrigger>
          </TabsList>
          {LISTING_TABS.map((value) => (
            <TabsContent key={value} value={value} className="min-w-0">
              {value === tab ? body : null}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
