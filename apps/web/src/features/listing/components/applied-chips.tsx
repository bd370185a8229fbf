import NextLink from "next/link";
import { getTranslations } from "next-intl/server";

import type { Brand, Category } from "@marketplace/api-client";
import type { ListingState } from "@marketplace/domain";
import { DEFAULT_PRICE_RANGE, showsRatingChip } from "@marketplace/domain";
import { ChipList } from "@marketplace/ui";

import type { ListingQuery } from "../listing-query";
import { Glyph } from "~/lib/icons/glyph";
import { listingUrl } from "../listing-query";

interface ChipView {
  key: string;
  label: string;
  href: string;
}

/**
 * One removable chip per applied filter, price range, rating, food type, category and brand: each a link
 * to the listing without it; 'Clear all' with two or more.
 */
export async function AppliedChips({
  query,
  state,
  categories,
  brands,
}: {
  query: ListingQuery;
  state: ListingState;
  categories: readonly Category[];
  brands: readonly Brand[];
}) {
  const t = await getTranslations("listing");
  const names = new Map<number, string>();
  for (const category of categories) {
    names.set(category.id, category.name);
    for (const child of category.childes ?? []) names.set(child.id, child.name);
  }
  const chips: ChipView[] = state.filters.map((value) => ({
    key: `f-${value}`,
    label: t(`filters.${value}`),
    href: listingUrl(query, { filter: state.filters.filter((filter) => filter !== value) }),
  }));
  const { min, max } = state.priceRange;
  if (min !== DEFAULT_PRICE_RANGE.min || max !== DEFAULT_PRICE_RANGE.max) {
    chips.push({
      key: "price",
      label: t("priceChip", { min, max }),
      href: listingUrl(query, { min_price: null, max_price: null }),
    });
  }
  if (showsRatingChip(state.ratingCount)) {
    chips.push({
      key: "rating",
      label: t("ratingChip", { count: state.ratingCount }),
      href: listingUrl(query, { rating: null }),
    });
  }
  if (query.type !== "all") {
    chips.push({
      key: "veg",
      label: query.type === "veg" ? t("veg") : t("nonVeg"),
      href: listingUrl(query, { type: null }),
    });
  }
  for (const id of state.categoryIds) {
    const name = names.get(id);
    if (name === undefined) continue;
    chips.push({
      key: `c-${String(id)}`,
      label: name,
      href: listingUrl(query, { category_ids: state.categoryIds.filter((value) => value !== id) }),
    });
  }
  for (const id of state.brandIds) {
    const name = brands.find((brand) => brand.id === id)?.name;
    if (name === undefined) continue;
    chips.push({
      key: `b-${String(id)}`,
      label: name,
      href: listingUrl(query, { brand_ids: state.brandIds.filter((value) => value !== id) }),
    });
  }
  if (chips.length === 0) return null;
  const clearAll = listingUrl(query, {
    filter: [],
    min_price: null,
    max_price: null,
    rating: null,
    type: null,
    category_ids: null,
    brand_ids: null,
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ChipList aria-label={t("appliedFilters")}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <span className="bg-primary-soft text-foreground inline-flex h-8 items-center gap-1 rounded-full ps-3 pe-1 text-sm">
              {chip.label}
              <NextLink
                href={chip.href}
                scroll={false}
                prefetch={false}
                aria-label={t("removeChip", { label: chip.label })}
                className="hover:bg-background focus-visible:ring-ring grid size-6 place-items-center rounded-full outline-none focus-visible:ring-2"
              >
                <Glyph name="x" className="size-3.5" />
              </NextLink>
            </span>
          </li>
        ))}
      </ChipList>
      {chips.length > 1 ? (
        <NextLink
          href={clearAll}
          scroll={false}
          prefetch={false}
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          {t("clearAll")}
        </NextLink>
      ) : null}
    </div>
  );
}
