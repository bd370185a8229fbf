import { getTranslations } from "next-intl/server";

import type { Store } from "@marketplace/api-client";
import {
  getLatestStores,
  getPopularStores,
  getStores,
  getTopOfferStores,
  getVisitedStores,
} from "@marketplace/api-client";
import { bestStoreOrder, featuredStores, storeListHref } from "@marketplace/domain";
import { StoreCard } from "@marketplace/ui";

import type { Fold, FoldProps } from "./section";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { toStoreCardView } from "~/features/catalogue/components/to-store-card-view";
import { WishlistHeart } from "~/features/wishlist/components/wishlist-heart";
import { attempt, getHomeContext } from "./home-context";
import { TabbedRows } from "./item-sections";
import {
  isPriorityPicture,
  Row,
  Section,
  SectionBody,
  SectionEmpty,
  SectionUnavailable,
} from "./section";

type StoreVariant = "default" | "visit-again" | "top-offer";

async function storeCards(
  stores: readonly Store[],
  variant: StoreVariant = "default",
  fold?: Fold,
) {
  const context = await getHomeContext();
  if (!context) return [];
  const texts = await getCardTexts();
  const t = await getTranslations("home");
  const tItem = await getTranslations("item");
  const hearts = {
    add: tItem("addToWishlist"),
    remove: tItem("removeFromWishlist"),
    notLoggedIn: tItem("notLoggedIn"),
  };
  const options = { moduleType: context.moduleType, currency: context.currency, texts };
  return stores.map((store, index) => (
    <StoreCard
      key={store.id}
      store={toStoreCardView(store, options)}
      variant={variant}
      visitAgainLabel={t("visitAgainButton")}
      cornerAction={<WishlistHeart target={{ store_id: store.id }} texts={hearts} />}
      linkAs={CardLink}
      priority={isPriorityPicture(index, fold)}
      className="h-full"
    />
  ));
}

async function StoreRowSection({
  id,
  title,
  stores,
  variant,
  viewAll,
  fold,
}: FoldProps & {
  id: string;
  title: string;
  /** Null when the data could not be loaded (not the same as none). */
  stores: Store[] | null;
  variant?: StoreVariant;
  viewAll?: { href: string; label: string };
}) {
  const t = await getTranslations("home");
  const cards = await storeCards(stores ?? [], variant, fold);
  return (
    <Section id={id} title={title} viewAll={cards.length > 0 ? viewAll : undefined}>
      {cards.length > 0 ? (
        <SectionBody fold={fold} kind="stores">
          <Row label={title} itemClassName="w-64 sm:w-72">
            {cards}
          </Row>
        </SectionBody>
      ) : stores === null ? (
        <SectionUnavailable />
      ) : (
        <SectionEmpty text={t("storesNotFound")} />
      )}
    </Section>
  );
}

/** Visit again / visited stores: signed-in customers only (spec D §6). */
export async function VisitAgainSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context?.signedIn) return null;
  const t = await getTranslations("home");
  const stores = await attempt("visited stores", getVisitedStores(context.client));
  const title =
    context.moduleType === "grocery" || context.moduleType === "pharmacy"
      ? t("visitAgain")
      : t("visitedStores");
  return (
    <StoreRowSection
      id="visit-again"
      title={title}
      stores={stores}
      variant="visit-again"
      fold={fold}
    />
  );
}

export async function TopOffersSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations();
  const page = await attempt(
    "top offers",
    getTopOfferStores(context.client, { offset: 1, limit: 12 }),
  );
  return (
    <StoreRowSection
      id="top-offers"
      title={t("home.topOffers")}
      stores={page === null ? null : (page.stores ?? [])}
      variant="top-offer"
      fold={fold}
      viewAll={{ href: storeListHref("top-offer-nearby"), label: t("common.seeAll") }}
    />
  );
}

export async function FeaturedStoresSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const page = await attempt("stores", getStores(context.client, "all", { offset: 1, limit: 20 }));
  return (
    <StoreRowSection
      id="featured-stores"
      title={t("featuredStores")}
      stores={page === null ? null : featuredStores(page.stores ?? [])}
      fold={fold}
    />
  );
}

export async function PopularStoresSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations();
  const page = await attempt(
    "popular stores",
    getPopularStores(context.client, { offset: 1, limit: 12 }),
  );
  return (
    <StoreRowSection
      id="popular-stores"
      title={t("home.popularStores")}
      stores={page === null ? null : (page.stores ?? [])}
      viewAll={{ href: storeListHref("popular"), label: t("common.viewAll") }}
      fold={fold}
    />
  );
}

export async function NewArrivalRestaurantsSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations();
  const page = await attempt(
    "latest stores",
    getLatestStores(context.client, { offset: 1, limit: 12 }),
  );
  return (
    <StoreRowSection
      id="new-arrival-restaurants"
      title={t("home.newArrivalRestaurants")}
      stores={page === null ? null : (page.stores ?? [])}
      viewAll={{ href: storeListHref("latest"), label: t("common.viewAll") }}
      fold={fold}
    />
  );
}

/** Food 'Best Store Nearby' with the tabs Popular, Top Rated and New. */
export async function BestStoreNearbySection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const page = await attempt(
    "popular stores",
    getPopularStores(context.client, { offset: 1, limit: 12 }),
  );
  const stores = page?.stores ?? [];
  if (stores.length === 0) {
    return (
      <Section id="best-store-nearby" title={t("bestStoreNearby")}>
        {page === null ? <SectionUnavailable /> : <SectionEmpty text={t("storesNotFound")} />}
      </Section>
    );
  }
  const tabs = ["popular", "topRated", "new"] as const;
  const panels = await Promise.all(
    tabs.map(async (tab) => ({
      key: tab,
      label: t(`storeTabs.${tab}`),
      content: (
        <Row label={t(`storeTabs.${tab}`)} itemClassName="w-64 sm:w-72">
          {await storeCards(bestStoreOrder(stores, tab))}
        </Row>
      ),
    })),
  );
  return (
    <Section id="best-store-nearby" title={t("bestStoreNearby")}>
      <SectionBody fold={fold} kind="storeTabs">
        <TabbedRows panels={panels} label={t("bestStoreNearby")} />
      </SectionBody>
    </Section>
  );
}
