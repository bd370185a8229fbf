"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";

import type { FilterValue, ListingState, ModuleType } from "@marketplace/domain";
import { DEFAULT_PRICE_RANGE, filtersForTab, sortsForTab, toggleFilter } from "@marketplace/domain";
import { Checkbox, Label, RadioGroup, RadioGroupItem, Slider } from "@marketplace/ui";

import type { VegChoice } from "../listing-query";
import type { ListingUrlUpdate } from "./use-listing-url";

const RATINGS = [0, 3, 4, 5] as const;

interface FilterPanelProps {
  state: ListingState;
  veg: VegChoice;
  moduleType: ModuleType;
  onChange: (update: ListingUrlUpdate) => void;
}

/**
 * The filter choices of the current tab (the domain's `filtersForTab`): Items show the Price slider
 * (0–20000), Stores show currently open, nearby and the 'Offers' group; the rating; veg / non-veg in food.
 * The tab's sorts (shown by the sort menu) are not repeated here.
 */
export function FilterPanel({ state, veg, moduleType, onChange }: FilterPanelProps) {
  const t = useTranslations("listing");
  const id = useId();
  const groups = filtersForTab(state.tab);
  const sorts: readonly string[] = sortsForTab(state.tab);
  const plain = groups.filters.filter((value) => !sorts.includes(value));
  const offers = groups.offers.filter((value) => !sorts.includes(value));
  const [price, setPrice] = useState<number[]>([state.priceRange.min, state.priceRange.max]);

  const toggle = (value: FilterValue) => {
    onChange({ filter: toggleFilter(state.filters, value) });
  };
  const checkbox = (value: FilterValue) => (
    <div key={value} className="flex items-center gap-2">
      <Checkbox
        id={`${id}-${value}`}
        checked={state.filters.includes(value)}
        onCheckedChange={() => {
          toggle(value);
        }}
      />
      <Label htmlFor={`${id}-${value}`} className="font-normal">
        {t(`filters.${value}`)}
      </Label>
    </div>
  );

  return (
    <div className="grid gap-5 text-sm">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t("filtersTitle")}</legend>
        {plain.map(checkbox)}
      </fieldset>
      {offers.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">{t("offers")}</legend>
          {offers.map(checkbox)}
        </fieldset>
      ) : null}
      {groups.priceRange ? (
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-semibold">{t("price")}</legend>
          <Slider
            min={groups.priceRange.min}
            max={groups.priceRange.max}
            step={10}
            value={price}
            thumbLabels={[t("priceMin"), t("priceMax")]}
            onValueChange={setPrice}
            onValueCommit={([min = DEFAULT_PRICE_RANGE.min, max = DEFAULT_PRICE_RANGE.max]) => {
              onChange({ min_price: min, max_price: max });
            }}
          />
          <p className="text-muted-foreground flex justify-between tabular-nums" aria-hidden="true">
            <span>{price[0]}</span>
            <span>{price[1]}</span>
          </p>
        </fieldset>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t("rating")}</legend>
        <RadioGroup
          value={String(state.ratingCount)}
          onValueChange={(value) => {
            onChange({ rating: Number(value) });
          }}
          className="flex flex-wrap gap-3"
        >
          {RATINGS.map((rating) => (
            <div key={rating} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-rating-${String(rating)}`} value={String(rating)} />
              <Label htmlFor={`${id}-rating-${String(rating)}`} className="font-normal">
                {rating === 0 ? t("anyRating") : t("ratingOption", { count: rating })}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {moduleType === "food" ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">{t("foodType")}</legend>
          <RadioGroup
            value={veg}
            onValueChange={(value) => {
              onChange({ type: value === "veg" || value === "non_veg" ? value : "all" });
            }}
            className="flex flex-wrap gap-3"
          >
            {(["all", "veg", "non_veg"] as const).map((value) => (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-veg-${value}`} value={value} />
                <Label htmlFor={`${id}-veg-${value}`} className="font-normal">
                  {value === "all" ? t("vegAll") : value === "veg" ? t("veg") : t("nonVeg")}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
      ) : null}
    </div>
  );
}
