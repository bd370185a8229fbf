import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";

import type { Item } from "@marketplace/api-client";
import type { ItemCardLayout } from "@marketplace/ui";
import {
  getBasicItems,
  getCategories,
  getDiscountedItems,
  getMostReviewedItems,
  getNewArrivals,
  getPopularItems,
  getRecommendedItems,
} from "@marketplace/api-client";
import { newArrivalsCount, textDirection } from "@marketplace/domain";

import type { Fold, FoldProps } from "./section";
import { getCardActionTexts } from "~/features/catalogue/components/card-action-labels";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { ShopItemCard } from "~/features/catalogue/components/shop-item-card";
import { toItemCardView } from "~/features/catalogue/components/to-card-props";
import { attempt, getHomeContext } from "./home-context";
import { LazyHomeTabs } from "./lazy-widgets";
import {
  Grid,
  isPriorityPicture,
  Row,
  Section,
  SectionBody,
  SectionEmpty,
  SectionUnavailable,
  shownInRow,
} from "./section";
import { StaticTabs } from "./static-tabs";

/** New arrivals shown on desktop with a banner beside them (domain `newArrivalsCount`: up to 8). */
export const NEW_ARRIVALS_SHOWN = newArrivalsCount({ hasBanner: true, breakpoint: "desktop" });

async function itemCards(items: readonly Item[], layout: ItemCardLayout = "vertical", fold?: Fold) {
  const context = await getHomeContext();
  if (!context) return [];
  const texts = await getCardTexts();
  const options = { currency: context.currency, moduleId: context.moduleId, texts };
  const labels = { originalPrice: texts.originalPrice };
  const actionTexts = await getCardActionTexts();
  return items.map((item, index) => (
    <ShopItemCard
      key={item.id}
      wire={item}
      actionTexts={actionTexts}
      item={toItemCardView(item, options)}
      layout={layout}
      labels={labels}
      linkAs={CardLink}
      priority={isPriorityPicture(index, fold)}
      className="h-full"
    />
  ));
}

async function ItemRowSection({
  id,
  title,
  items,
  viewAll,
  layout,
  fold,
}: FoldProps & {
  id: string;
  title: string;
  /** Null when the data could not be loaded (not the same as none). */
  items: Item[] | null;
  viewAll?: { href: string; label: string };
  layout?: ItemCardLayout;
}) {
  const t = await getTranslations("home");
  const all = items ?? [];
  // In the first screen, the cards a wide screen shows; the rest come when the page looks ahead.
  const shown = shownInRow(all, fold);
  const cards = await itemCards(shown, layout, fold);
  return (
    <Section
      id={id}
      title={title}
      viewAll={cards.length > 0 ? viewAll : undefined}
      partial={shown.length < all.length}
    >
      {cards.length > 0 ? (
        <SectionBody fold={fold}>
          <Row label={title} more={shown.length < all.length}>
            {cards}
          </Row>
        </SectionBody>
      ) : items === null ? (
        <SectionUnavailable />
      ) : (
        <SectionEmpty text={t("itemsNotFound")} />
      )}
    </Section>
  );
}

export async function PopularItemsSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const page = await attempt(
    "popular items",
    getPopularItems(context.client, { offset: 1, limit: 12 }),
  );
  const title = context.moduleType === "ecommerce" ? t("popularProducts") : t("popularItems");
  return (
    <ItemRowSection
      id="popular-items"
      title={title}
      items={page === null ? null : (page.products ?? [])}
      layout="popular"
      fold={fold}
    />
  );
}

/** 'Special Offer' (food: 'Special Food Offers') with a View all link to the discounted listing. */
export async function SpecialOfferSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations();
  const page = await attempt(
    "discounted items",
    getDiscountedItems(context.client, { offset: 1, limit: 15 }),
  );
  const params = new URLSearchParams({
    search: "special-offer",
    module_id: String(context.moduleId),
    data_type: "discounted",
  });
  return (
    <ItemRowSection
      id="special-offer"
      title={context.moduleType === "food" ? t("home.specialFoodOffers") : t("home.specialOffer")}
      items={page === null ? null : (page.products ?? [])}
      viewAll={{ href: `/home?${params.toString()}`, label: t("common.viewAll") }}
      fold={fold}
    />
  );
}

export async function RecommendedSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const page = await attempt(
    "recommended items",
    getRecommendedItems(context.client, { filter: "all", offset: 1, limit: 15 }),
  );
  return (
    <ItemRowSection
      id="recommended"
      title={t("itemYouLove")}
      items={page === null ? null : (page.items ?? [])}
      fold={fold}
    />
  );
}

export async function NewArrivalsSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const page = await attempt(
    "new arrivals",
    getNewArrivals(context.client, { offset: 1, limit: NEW_ARRIVALS_SHOWN }),
  );
  const cards = await itemCards((page?.products ?? []).slice(0, NEW_ARRIVALS_SHOWN));
  return (
    <Section id="new-arrivals" title={t("newArrivals")}>
      {cards.length > 0 ? (
        <SectionBody fold={fold} grid={{ className: "lg:grid-cols-4", cells: cards.length }}>
          <Grid label={t("newArrivals")} className="lg:grid-cols-4">
            {cards}
          </Grid>
        </SectionBody>
      ) : page === null ? (
        <SectionUnavailable />
      ) : (
        <SectionEmpty text={t("itemsNotFound")} />
      )}
    </Section>
  );
}

/** Tabs over panels rendered on the server (switching needs no request); arrows mirror in RTL. */
export async function TabbedRows({
  label,
  panels,
}: {
  label: string;
  panels: { key: string; label: string; content: ReactNode }[];
}) {
  const dir = textDirection(await getLocale());
  return (
    <LazyHomeTabs label={label} dir={dir} panels={panels}>
      <StaticTabs label={label} dir={dir} panels={panels} />
    </LazyHomeTabs>
  );
}

/**
 * Best reviewed items; in ecommerce with a category menu (All plus the module's categories) whose
 * panels are rendered here and switched on the client without a request.
 */
export async function BestReviewedSection({
  withCategoryMenu,
  fold,
}: FoldProps & { withCategoryMenu: boolean }) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const [page, categories] = await Promise.all([
    attempt("most reviewed items", getMostReviewedItems(context.client, { offset: 1, limit: 12 })),
    withCategoryMenu ? attempt("categories", getCategories(context.client)) : Promise.resolve(null),
  ]);
  const items = page?.products ?? [];
  if (!withCategoryMenu || items.length === 0) {
    return (
      <ItemRowSection
        id="best-reviewed"
        title={t("bestReviewed")}
        items={page === null ? null : items}
        fold={fold}
      />
    );
  }
  const inCategory = (item: Item, categoryId: number) =>
    (item.category_ids ?? []).some((ref) => Number(ref.id) === categoryId);
  const menus = (categories ?? []).filter((category) =>
    items.some((item) => inCategory(item, category.id)),
  );
  const panels = [
    { key: "all", label: t("all"), content: <Row label={t("all")}>{await itemCards(items)}</Row> },
    ...(await Promise.all(
      menus.map(async (category) => ({
        key: String(category.id),
        label: category.name,
        content: (
          <Row label={category.name}>
            {await itemCards(items.filter((item) => inCategory(item, category.id)))}
          </Row>
        ),
      })),
    )),
  ];
  return (
    <Section id="best-reviewed" title={t("bestReviewed")}>
      <SectionBody fold={fold} kind="itemTabs">
        <TabbedRows panels={panels} label={t("bestReviewed")} />
      </SectionBody>
    </Section>
  );
}

const medicineTabs = [
  ["babyCare", "baby care"],
  ["womansCare", "womans care"],
  ["mens", "mens"],
] as const;

/** Pharmacy 'Basic Medicine Nearby' with the tabs All, New, Baby Care, Womans Care, Mens. */
export async function BasicMedicineSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const [basic, latest, categories] = await Promise.all([
    attempt("basic items", getBasicItems(context.client, { offset: 1, limit: 12 })),
    attempt("new arrivals", getNewArrivals(context.client, { offset: 1, limit: 12 })),
    attempt("categories", getCategories(context.client)),
  ]);
  const items = basic?.products ?? [];
  const byName = (name: string) =>
    (categories ?? []).find(
      (category) => category.name.toLowerCase().replace(/['’]/g, "") === name,
    );
  const tabs: { key: string; label: string; list: Item[] }[] = [
    { key: "all", label: t("medicineTabs.all"), list: items },
    { key: "new", label: t("medicineTabs.new"), list: latest?.products ?? [] },
    ...medicineTabs.map(([key, name]) => {
      const category = byName(name);
      const list = category
        ? items.filter((item) =>
            (item.category_ids ?? []).some((ref) => Number(ref.id) === category.id),
          )
        : [];
      return { key, label: t(`medicineTabs.${key}`), list };
    }),
  ];
  // In the first screen, each tab's row carries its first cards; the rest come when the page looks ahead.
  const rows = tabs.map((tab) => ({ ...tab, shown: shownInRow(tab.list, fold) }));
  const panels = await Promise.all(
    rows.map(async ({ key, label, list, shown }) => ({
      key,
      label,
      content:
        list.length > 0 ? (
          <Row label={label} more={shown.length < list.length}>
            {await itemCards(shown, "vertical", fold)}
          </Row>
        ) : (
          <SectionEmpty text={t("itemsNotFound")} />
        ),
    })),
  );
  const partial = rows.some(({ list, shown }) => shown.length < list.length);
  return (
    <Section id="basic-medicine" title={t("basicMedicine")} partial={partial}>
      <SectionBody fold={fold} kind="itemTabs">
        <TabbedRows panels={panels} label={t("basicMedicine")} />
      </SectionBody>
    </Section>
  );
}
