import { getTranslations } from "next-intl/server";

import type { FilterValue, ListingState, ModuleType } from "@marketplace/domain";
import { filtersForTab, sortsForTab } from "@marketplace/domain";
import { buttonVariants } from "@marketplace/ui";

import type { ListingQuery } from "../listing-query";
import { AutoSubmitForm } from "./auto-submit-form";
import { HiddenFields } from "./hidden-fields";

const RATINGS = [0, 3, 4, 5] as const;
const VEG = ["all", "veg", "non_veg"] as const;

const box = "accent-primary size-4 shrink-0";
const row = "flex min-h-8 items-center gap-2";

/**
 * The filter choices of the current tab (the domain's `filtersForTab`): Items show the Price range
 * (0–20000), Stores show currently open, nearby and the 'Offers' group; the rating; veg / non-veg in food.
 * A GET form: each choice applies at once with a script, with "Show results" without one.
 */
export async function FilterFields({
  query,
  state,
  moduleType,
}: {
  query: ListingQuery;
  state: ListingState;
  moduleType: ModuleType;
}) {
  const t = await getTranslations("listing");
  const groups = filtersForTab(state.tab);
  const sorts: readonly string[] = sortsForTab(state.tab);
  const plain = groups.filters.filter((value) => !sorts.includes(value));
  const offers = groups.offers.filter((value) => !sorts.includes(value));
  const checkbox = (value: FilterValue) => (
    <label key={value} className={row}>
      <input
        type="checkbox"
        name="filter"
        value={value}
        defaultChecked={state.filters.includes(value)}
        className={box}
      />
      {t(`filters.${value}`)}
    </label>
  );
  const legend = "mb-1 font-semibold";
  const radios = (
    title: string,
    name: string,
    options: readonly { value: string; label: string }[],
    checked: string,
  ) => (
    <fieldset className="grid gap-1">
      <legend className={legend}>{title}</legend>
      <div className="flex flex-wrap gap-x-4">
        {options.map((option) => (
          <label key={option.value} className={row}>
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === checked}
              className={box}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <AutoSubmitForm label={t("filtersTitle")} className="grid gap-5 text-sm">
      <HiddenFields
        query={query}
        omit={["filter", "min_price", "max_price", "rating", "type", "page"]}
      />
      {/* Every box unchecked still sends `filter=`: no filter, even where the data type pre-checks one. */}
      <input type="hidden" name="filter" value="" />
      <fieldset className="grid gap-1">
        <legend className={legend}>{t("filtersTitle")}</legend>
        {plain.map(checkbox)}
      </fieldset>
      {offers.length > 0 ? (
        <fieldset className="grid gap-1">
          <legend className={legend}>{t("offers")}</legend>
          {offers.map(checkbox)}
        </fieldset>
      ) : null}
      {groups.priceRange ? (
        <fieldset className="grid gap-2">
          <legend className={legend}>{t("price")}</legend>
          {(
            [
              ["min_price", t("priceMin"), state.priceRange.min],
              ["max_price", t("priceMax"), state.priceRange.max],
            ] as const
          ).map(([name, label, value]) => (
            <label key={name} className="grid gap-1">
              <span className="flex justify-between gap-2">
                {label}
                <span className="text-muted-foreground tabular-nums">{value}</span>
              </span>
              <input
                type="range"
                name={name}
                min={groups.priceRange?.min}
                max={groups.priceRange?.max}
                step={10}
                defaultValue={value}
                className="accent-primary w-full"
              />
            </label>
          ))}
        </fieldset>
      ) : null}
      {radios(
        t("rating"),
        "rating",
        RATINGS.map((rating) => ({
          value: String(rating),
          label: rating === 0 ? t("anyRating") : t("ratingOption", { count: rating }),
        })),
        String(state.ratingCount),
      )}
      {moduleType === "food"
        ? radios(
            t("foodType"),
            "type",
            VEG.map((value) => ({
              value,
              label: value === "all" ? t("vegAll") : value === "veg" ? t("veg") : t("nonVeg"),
            })),
            query.type,
          )
        : null}
      <button type="submit" className={buttonVariants({ variant: "default" })}>
        {t("showResults")}
      </button>
    </AutoSubmitForm>
  );
}
