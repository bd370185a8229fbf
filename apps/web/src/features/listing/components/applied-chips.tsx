"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import type { ListingState } from "@marketplace/domain";
import { brandsQueryOptions, categoriesQueryOptions } from "@marketplace/api-client/query";
import { DEFAULT_PRICE_RANGE, showsRatingChip } from "@marketplace/domain";
import { ChipList, FilterChip } from "@marketplace/ui";

import type { VegChoice } from "../listing-query";
import type { ListingUrlUpdate } from "./use-listing-url";
import { useListingClient } from "./use-listing-client";

interface AppliedChipsProps {
  state: ListingState;
  veg: VegChoice;
  onChange: (update: ListingUrlUpdate) => void;
}

interface ChipView {
  key: string;
  label: string;
  update: ListingUrlUpdate;
}

/** One removable chip per applied filter, price range, rating, food type, category and brand. */
export function AppliedChips({ state, veg, onChange }: AppliedChipsProps) {
  const t = useTranslations("listing");
  const client = useListingClient();
  const categories = useQuery(categoriesQueryOptions(client)).data ?? [];
  const brands = useQuery({
    ...brandsQueryOptions(client),
    enabled: state.brandIds.length > 0,
  }).data;
  const names = new Map<number, string>();
  for (const category of categories) {
    names.set(category.id, category.name);
    for (const child of category.childes ?? []) names.set(child.id, child.name);
  }

  const chips: ChipView[] = state.filters.map((value) => ({
    key: `f-${value}`,
    label: t(`filters.${value}`),
    update: { filter: state.filters.filter((filter) => filter !== value) },
  }));
  const { min, max } = state.priceRange;
  if (min !== DEFAULT_PRICE_RANGE.min || max !== DEFAULT_PRICE_RANGE.max) {
    chips.push({
      key: "price",
      label: t("priceChip", { min, max }),
      update: { min_price: null, max_price: null },
    });
  }
  if (showsRatingChip(state.ratingCount)) {
    chips.push({
      key: "rating",
      label: t("ratingChip", { count: state.ratingCount }),
      update: { rating: null },
    });
  }
  if (veg !== "all") {
    chips.push({
      key: "veg",
      label: veg === "veg" ? t("veg") : t("nonVeg"),
      update: { type: null },
    });
  }
  for (const id of state.categoryIds) {
    const name = names.get(id);
    if (name === undefined) continue;
    chips.push({
      key: `c-${String(id)}`,
      label: name,
      update: { category_ids: state.categoryIds.filter((value) => value !== id) },
    });
  }
  for (const id of state.brandIds) {
    const name = brands?.find((brand) => brand.id === id)?.name;
    if (name === undefined) continue;
    chips.push({
      key: `b-${String(id)}`,
      label: name,
      update: { brand_ids: state.brandIds.filter((value) => value !== id) },
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ChipList aria-label={t("appliedFilters")}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <FilterChip
              label={chip.label}
              removeLabel={t("removeChip", { label: chip.label })}
              onRemove={() => {
                onChange(chip.update);
              }}
            />
          </li>
        ))}
      </ChipList>
      {chips.length > 1 ? (
        <button
          type="button"
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
          onClick={() => {
            onChange({
              filter: [],
              min_price: null,
              max_price: null,
              rating: null,
              type: null,
              category_ids: null,
              brand_ids: null,
            });
          }}
        >
          {t("clearAll")}
        </button>
      ) : null}
    </div>
  );
}
