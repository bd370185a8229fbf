import { getTranslations } from "next-intl/server";

import type { Item } from "@marketplace/api-client";
import {
  getBasicItems,
  getCategories,
  getDiscountedItems,
  getMostReviewedItems,
  getNewArrivals,
  getPopularItems,
  getRecommendedItems,
} from "@marketplace/api-client";

import { ItemCard } from "~/components/catalogue/item-card";
import { toItemCardProps } from "~/components/catalogue/to-card-props";
import { attempt, getHomeContext } from "./home-context";
import { EmptyState, Grid, Row, Section } from "./section";
import { TabbedPanels } from "./tabbed-panels";

/** New arrivals shown (spec D §9: up to 8). */
export const NEW_ARRIVALS_SHOWN = 8;

async function itemCards(items: readonly Item[]) {
  const context = await getHomeContext();
  if (!context) return [];
  return items.map((item) => (
    <ItemCard key={item.id} item={toItemCardProps(item, context.currency, context.moduleId)} />
  ));
}

async function ItemRowSection({
  id,
  title,
  items,
  viewAll,
}: {
  id: string;
  title: string;
  items: Item[] | null;
  viewAll?: { href: string; label: string };
}) {
  const t = await getTranslations("home");
  const cards = await itemCards(items ?? []);
  return (
    <Section id={id} title={title} viewAll={cards.length > 0 ? viewAll : undefined}>
      {cards.length > 0 ? (
        <Row label={title}>{cards}</Row>
      ) : (
        <EmptyState text={t("itemsNotFound")} />
      )}
    </Section>
  );
}

export async function PopularItemsSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const page = await attempt(
    "popular items",
    getPopularItems(context.client, { offset: 1, limit: 12 }),
  );
  const title = context.moduleType === "ecommerce" ? t("popularProducts") : t("popularItems");
  return <ItemRowSection id="popular-items" title={title} items={page?.products ?? null} />;
}

/** 'Special Offer' (food: 'Special Food Offers') with a View all link to the discounted listing. */
export async function SpecialOfferSection() {
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
      items={page?.products ?? null}
      viewAll={{ href: `/home?${params.toString()}`, label: t("common.viewAll") }}
    />
  );
}

export async function RecommendedSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const page = await attempt(
    "recommended items",
    getRecommendedItems(context.client, { filter: "all", offset: 1, limit: 15 }),
  );
  return <ItemRowSection id="recommended" title={t("itemYouLove")} items={page?.items ?? null} />;
}

export async function NewArrivalsSection() {
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
        <Grid label={t("newArrivals")} className="lg:grid-cols-4">
          {cards}
        </Grid>
      ) : (
        <EmptyState text={t("itemsNotFound")} />
      )}
    </Section>
  );
}

/**
 * Best reviewed items; in ecommerce with a category menu (All plus the module's categories) whose
 * panels are rendered here and switched on the client without a request.
 */
export async function BestReviewedSection({ withCategoryMenu }: { withCategoryMenu: boolean }) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const [page, categories] = await Promise.all([
    attempt("most reviewed items", getMostReviewedItems(context.client, { offset: 1, limit: 12 })),
    withCategoryMenu ? attempt("categories", getCategories(context.client)) : Promise.resolve(null),
  ]);
  const items = page?.products ?? [];
  if (!withCategoryMenu || items.length === 0) {
    return <ItemRowSection id="best-reviewed" title={t("bestReviewed")} items={items} />;
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
      <TabbedPanels panels={panels} label={t("bestReviewed")} />
    </Section>
  );
}

const medicineTabs = [
  ["babyCare", "baby care"],
  ["womansCare", "womans care"],
  ["mens", "mens"],
] as const;

/** Pharmacy 'Basic Medicine Nearby' with the tabs All, New, Baby Care, Womans Care, Mens. */
export async function BasicMedicineSection() {
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
  const panel = async (key: string, label: string, list: Item[]) => ({
    key,
    label,
    content:
      list.length > 0 ? (
        <Row label={label}>{await itemCards(list)}</Row>
      ) : (
        <EmptyState text={t("itemsNotFound")} />
      ),
  });
  const panels = await Promise.all([
    panel("all", t("medicineTabs.all"), items),
    panel("new", t("medicineTabs.new"), latest?.products ?? []),
    ...medicineTabs.map(([key, name]) => {
      const category = byName(name);
      const list = category
        ? items.filter((item) =>
            (item.category_ids ?? []).some((ref) => Number(ref.id) === category.id),
          )
        : [];
      return panel(key, t(`medicineTabs.${key}`), list);
    }),
  ]);
  return (
    <Section id="basic-medicine" title={t("basicMedicine")}>
      <TabbedPanels panels={panels} label={t("basicMedicine")} />
    </Section>
  );
}
