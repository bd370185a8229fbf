import { getTranslations } from "next-intl/server";

import type { ApiClient, Brand, Category } from "@marketplace/api-client";
import { getBrands, getCategories } from "@marketplace/api-client";
import { changeListingTab, currencyFormatFromConfig } from "@marketplace/domain";
import { buttonVariants, cn, EmptyState } from "@marketplace/ui";

import type { ListingQuery } from "../listing-query";
import type { FoundBrand } from "~/features/catalogue-pages/catalogue-data";
import type { SiteData } from "~/lib/api/site-data";
import type { SavedModule } from "~/lib/visitor/visitor-context";
import { brandListingHref } from "~/features/catalogue-pages/catalogue-data";
import { Breadcrumbs } from "~/features/catalogue-pages/components/breadcrumbs";
import { LinkTabs } from "~/features/catalogue-pages/components/link-tabs";
import { getCardActionTexts } from "~/features/catalogue/components/card-action-labels";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { Glyph } from "~/lib/icons/glyph";
import { listingModuleOf } from "../listing-module";
import { listingStateOf, listingUrl } from "../listing-query";
import { isConditionListing, listingSourceOf } from "../listing-request-of";
import { loadServerPages } from "../load-result-pages";
import { AppliedChips } from "./applied-chips";
import { FilterFields } from "./filter-fields";
import { listClassName, ListingCards } from "./listing-cards";
import { listingTitle } from "./listing-metadata";
import { MoreResults } from "./more-results";
import { SidePanel } from "./side-panel";
import { SortSelect } from "./sort-select";
import { ViewLink } from "./view-link";

interface ListingScreenProps {
  site: SiteData;
  chosen: SavedModule;
  query: ListingQuery;
  /** A brand listing's brand: the page shows its breadcrumb (Home / Brands / the brand). */
  brand?: FoundBrand | null;
}

const FILTERS_ID = "listing-filters";

async function categoriesOf(client: ApiClient, show: boolean): Promise<Category[]> {
  return show ? await getCategories(client) : [];
}

async function brandsOf(client: ApiClient, show: boolean): Promise<Brand[]> {
  return show ? await getBrands(client) : [];
}

/**
 * `/home?data_type=…` (served by `app/listing`): the listing and search page, rendered on the server from
 * its URL — heading, Items / Stores tabs (none for a brand), the count, sort, filters (a popover on desktop,
 * a side drawer on phones), applied-filter chips, the category and brand panel, grid or list view and the
 * first pages of results; only the sort and filter forms and the next pages bring a script.
 * A common condition's items (`from=common-condition`, pharmacy) list only items: no tabs, sort or filters
 * (its call takes none).
 */
export async function ListingScreen({ site, chosen, query, brand = null }: ListingScreenProps) {
  const [t, tc] = await Promise.all([
    getTranslations("listing"),
    getTranslations("cataloguePages"),
  ]);
  // A brand listing searches the brand's module, whatever module the visitor has chosen.
  const scope = await listingModuleOf(brand, chosen);
  const { client } = scope;
  const brandListing = query.data_type === "brand";
  const conditionListing = isConditionListing(query);
  const refinable = !conditionListing;
  const tab = brandListing || conditionListing ? "item" : query.tab;
  const listing: ListingQuery = { ...query, tab };
  const state = listingStateOf(listing);
  const [results, categories, brands, texts, actionTexts, title] = await Promise.all([
    loadServerPages(client, listingSourceOf(listing, scope.type), query.page),
    categoriesOf(client, refinable),
    brandsOf(client, refinable && !brandListing),
    getCardTexts(),
    getCardActionTexts(),
    listingTitle(query),
  ]);
  const currentUrl = listingUrl(listing);
  const queryString = currentUrl.split("?")[1] ?? "";
  const tabUrl = (next: "item" | "store") => {
    const reset = changeListingTab(state, next);
    // Changing tab resets sort and filters (the data type's initial filters come back).
    return listingUrl(listing, {
      tab: reset.tab,
      sort: null,
      filter: null,
      min_price: null,
      max_price: null,
      rating: null,
      type: null,
    });
  };
  const viewLink = (view: "grid" | "list", label: string, icon: React.ReactNode) => (
    <ViewLink
      query={listingUrl(listing, { view }).split("?")[1] ?? ""}
      label={label}
      current={query.view === view}
    >
      {icon}
    </ViewLink>
  );
  const sidePanel = (prefix: string) => (
    <SidePanel
      query={listing}
      state={state}
      categories={categories}
      brands={brands}
      idPrefix={prefix}
    />
  );
  const empty = results.rows.length === 0 && results.first === 1;

  return (
    <main id="main" className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6">
      {brand ? (
        <Breadcrumbs
          trail={[
            { name: tc("brands"), href: "/all-brands" },
            { name: brand.brand.name, href: brandListingHref(brand) },
          ]}
        />
      ) : null}
      <h1 className="text-xl font-bold break-words sm:text-2xl">{title}</h1>
      <div className={cn("grid gap-6", refinable && "lg:grid-cols-[16rem_minmax(0,1fr)]")}>
        {refinable ? (
          <aside className="max-lg:hidden" aria-label={t("categories")}>
            {sidePanel("side")}
          </aside>
        ) : null}
        <div className="grid min-w-0 content-start gap-4">
          {brandListing || conditionListing ? null : (
            <LinkTabs
              label={t("tabsLabel")}
              current={tab}
              tabs={[
                { key: "item", label: t("itemsTab"), href: tabUrl("item") },
                { key: "store", label: t("storesTab"), href: tabUrl("store") },
              ]}
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <p className="me-auto text-sm font-medium" data-testid="listing-count">
              {tab === "item"
                ? t("itemsFound", { count: results.total })
                : t("storesFound", { count: results.total })}
            </p>
            {refinable ? (
              <>
                <SortSelect key={`sort-${currentUrl}`} query={listing} tab={tab} />
                <button
                  type="button"
                  popoverTarget={FILTERS_ID}
                  className={cn(
                    buttonVariants({ variant: "outline" }),
                    "[anchor-name:--listing-filters]",
                  )}
                >
                  <Glyph name="sliders-horizontal" className="size-4" />
                  {t("filter")}
                </button>
              </>
            ) : null}
            <div role="group" aria-label={t("viewLabel")} className="flex gap-1">
              {viewLink("grid", t("gridView"), <Glyph name="layout-grid" className="size-4" />)}
              {viewLink("list", t("listView"), <Glyph name="list" className="size-4" />)}
            </div>
          </div>
          {refinable ? (
            <>
              <div
                id={FILTERS_ID}
                popover="auto"
                role="dialog"
                aria-labelledby={`${FILTERS_ID}-title`}
                className={cn(
                  "bg-card text-card-foreground m-0 border p-4 shadow-lg",
                  // Phones and tablets: a side drawer at the inline end.
                  "fixed inset-y-0 start-auto end-0 h-dvh max-h-none w-[min(22rem,90vw)] overflow-y-auto",
                  // Desktop: a popover under its button where the browser anchors it.
                  "supports-[top:anchor(bottom)]:lg:[inset:auto] supports-[top:anchor(bottom)]:lg:[inset-inline-end:anchor(end)] supports-[top:anchor(bottom)]:lg:[top:anchor(bottom)] supports-[top:anchor(bottom)]:lg:mt-2 supports-[top:anchor(bottom)]:lg:h-auto supports-[top:anchor(bottom)]:lg:max-h-[75vh] supports-[top:anchor(bottom)]:lg:w-80 supports-[top:anchor(bottom)]:lg:rounded-md supports-[top:anchor(bottom)]:lg:[position-anchor:--listing-filters]",
                )}
              >
                <div className="mb-4 flex items-center justify-between gap-2">
                  <h2 id={`${FILTERS_ID}-title`} className="text-base font-semibold">
                    {t("filtersTitle")}
                  </h2>
                  <button
                    type="button"
                    popoverTarget={FILTERS_ID}
                    popoverTargetAction="hide"
                    aria-label={t("close")}
                    className="hover:bg-muted grid size-8 place-items-center rounded-md"
                  >
                    <Glyph name="x" className="size-4" />
                  </button>
                </div>
                <div className="grid gap-6">
                  <FilterFields
                    key={`filters-${currentUrl}`}
                    query={listing}
                    state={state}
                    moduleType={scope.type}
                  />
                  <div className="lg:hidden">{sidePanel("drawer")}</div>
                </div>
              </div>
              <AppliedChips query={listing} state={state} categories={categories} brands={brands} />
            </>
          ) : null}
          {empty ? (
            <EmptyState
              title={tab === "item" ? t("itemsNotFound") : t("storesNotFound")}
              headingLevel={2}
              className="py-10"
            />
          ) : (
            <MoreResults
              key={queryString}
              listClassName={listClassName(tab, query.view)}
              linkClassName={buttonVariants({ variant: "outline" })}
              query={queryString}
              first={results.first}
              next={results.next}
              labels={{
                loadMore: t("loadMore"),
                loadingMore: t("loadingMore"),
                showEarlier: t("showEarlier"),
              }}
            >
              <ListingCards
                rows={results.rows}
                view={query.view}
                moduleType={scope.type}
                moduleId={scope.id}
                currency={currencyFormatFromConfig(site.config)}
                texts={texts}
                actionTexts={actionTexts}
                priorityRows={2}
              />
            </MoreResults>
          )}
        </div>
      </div>
    </main>
  );
}
