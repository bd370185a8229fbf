import { getTranslations } from "next-intl/server";

import type { PagedStores } from "@marketplace/api-client";
import type { DeliveryType, StoreListKind, StoreTab } from "@marketplace/domain";
import { getStores, getTopOfferStores } from "@marketplace/api-client";
import {
  breadcrumbJsonLd,
  currencyFormatFromConfig,
  DELIVERY_TYPES,
  hasMorePages,
  oneOf,
  pagesShown,
  STORE_LIST_PAGE_SIZE,
  STORE_TABS,
  storeListHref,
} from "@marketplace/domain";
import { StoreCard } from "@marketplace/ui";

import type { SavedModule } from "~/lib/visitor/visitor-context";
import { env } from "~/env";
import { LinkTabs } from "~/features/catalogue-pages/components/link-tabs";
import {
  CardGrid,
  EmptyList,
  LoadMoreLink,
  PageMain,
  withParams,
} from "~/features/catalogue-pages/components/page-parts";
import { loadPages } from "~/features/catalogue-pages/load-pages";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { toStoreCardView } from "~/features/catalogue/components/to-store-card-view";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { JsonLdScript } from "~/lib/seo/json-ld-script";

/** The list's own first tab on /store/top-offer-nearby: the top offers near the visitor. */
const TOP_OFFER = "top_offer";
type ListTab = StoreTab | typeof TOP_OFFER;

const titleKey = {
  latest: "store.lists.latest",
  popular: "store.lists.popular",
  "top-offer-nearby": "store.lists.topOffer",
} as const satisfies Record<StoreListKind, string>;

const defaultTab: Record<StoreListKind, ListTab> = {
  latest: "newly_joined",
  popular: "popular",
  "top-offer-nearby": TOP_OFFER,
};

const tabKey = {
  all: "store.tabs.all",
  newly_joined: "store.tabs.newlyJoined",
  popular: "store.tabs.popular",
  top_rated: "store.tabs.topRated",
  top_offer: "store.lists.topOffer",
} as const satisfies Record<ListTab, string>;

const deliveryKey = {
  all: "store.delivery.all",
  delivery: "store.delivery.delivery",
  take_away: "store.delivery.takeAway",
} as const satisfies Record<DeliveryType, string>;

export type StoreListParams = Record<string, string | string[] | undefined>;

export async function storeListTitle(kind: StoreListKind): Promise<string> {
  const t = await getTranslations();
  return t(titleKey[kind]);
}

/**
 * `/store/latest`, `/store/popular`, `/store/top-offer-nearby`: the store tabs (All, Newly Joined, Popular,
 * Top Rated) and delivery types (all, delivery, take_away) in the URL, 12 stores a page (§9: latest and
 * popular stores page size 12).
 */
export async function StoreListScreen({
  kind,
  chosen,
  params,
}: {
  kind: StoreListKind;
  chosen: SavedModule;
  params: StoreListParams;
}) {
  const [site, t, texts, client] = await Promise.all([
    loadSiteData(),
    getTranslations(),
    getCardTexts(),
    getServerClient(),
  ]);
  const tabs: readonly ListTab[] =
    kind === "top-offer-nearby" ? [TOP_OFFER, ...STORE_TABS] : STORE_TABS;
  const tab = oneOf(params.tab, tabs, defaultTab[kind]);
  const delivery = oneOf(params.type, DELIVERY_TYPES, "all");
  const pages = pagesShown(params.page);
  const path = storeListHref(kind);
  const current = {
    tab: tab === defaultTab[kind] ? undefined : tab,
    type: delivery === "all" ? undefined : delivery,
  };
  const page = await loadPages(
    pages,
    (offset): Promise<PagedStores> =>
      tab === TOP_OFFER
        ? getTopOfferStores(client, { offset, limit: STORE_LIST_PAGE_SIZE })
        : getStores(client, delivery, { store_type: tab, offset, limit: STORE_LIST_PAGE_SIZE }),
    (answer) => answer.stores,
  );
  const currency = currencyFormatFromConfig(site.config);
  const cards = page.rows.map((store, index) => (
    <StoreCard
      key={store.id}
      store={toStoreCardView(store, { moduleType: chosen.type, currency, texts })}
      variant={tab === TOP_OFFER ? "top-offer" : "default"}
      headingLevel={2}
      linkAs={CardLink}
      priority={index < 2}
      className="h-full"
    />
  ));
  const title = t(titleKey[kind]);
  const url = (href: string) => new URL(href, env.SITE_URL).toString();
  return (
    <PageMain title={title}>
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: t("store.breadcrumbHome"), url: url("/home") },
          { name: title, url: url(path) },
        ])}
      />
      <div className="flex flex-col gap-3">
        <LinkTabs
          label={t("store.tabsLabel")}
          current={tab}
          tabs={tabs.map((key) => ({
            key,
            label: t(tabKey[key]),
            href: withParams(path, current, {
              tab: key === defaultTab[kind] ? null : key,
              page: null,
            }),
          }))}
        />
        {tab === TOP_OFFER ? null : (
          <LinkTabs
            label={t("store.deliveryLabel")}
            current={delivery}
            tabs={DELIVERY_TYPES.map((key) => ({
              key,
              label: t(deliveryKey[key]),
              href: withParams(path, current, { type: key === "all" ? null : key, page: null }),
            }))}
          />
        )}
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t("store.storesFound", { count: page.total })}
      </p>
      {cards.length > 0 ? (
        <CardGrid label={title} kind="stores">
          {cards}
        </CardGrid>
      ) : (
        <EmptyList title={t("store.storesNotFound")} />
      )}
      {hasMorePages(page.rows.length, page.total) ? (
        <LoadMoreLink
          href={withParams(path, current, { page: String(pages + 1) })}
          label={t("store.loadMore")}
        />
      ) : null}
    </PageMain>
  );
}
