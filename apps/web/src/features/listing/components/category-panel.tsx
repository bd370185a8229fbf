"use client";

import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import type { ListingState } from "@marketplace/domain";
import { brandsQueryOptions, categoriesQueryOptions } from "@marketplace/api-client/query";
import { selectAllCategories, selectBrand, toggleCategory } from "@marketplace/domain";
import { Checkbox, Label } from "@marketplace/ui";

import type { ListingUrlUpdate } from "./use-listing-url";
import { useListingClient } from "./use-listing-client";

interface CategoryPanelProps {
  state: ListingState;
  /** A brand listing shows no brand choice (its brand is the subject). */
  showBrands: boolean;
  onChange: (update: ListingUrlUpdate) => void;
}

/**
 * The category and brand side panel (each list at most 330 px high): 'All' selects every category and
 * child, a parent picks its children, choosing a brand clears the categories (domain rules).
 */
export function CategoryPanel({ state, showBrands, onChange }: CategoryPanelProps) {
  const t = useTranslations("listing");
  const id = useId();
  const client = useListingClient();
  const categories = useQuery(categoriesQueryOptions(client)).data ?? [];
  const brands = useQuery({ ...brandsQueryOptions(client), enabled: showBrands }).data ?? [];
  const tree = categories.map((category) => ({
    id: category.id,
    name: category.name,
    childes: (category.childes ?? []).map((child) => ({ id: child.id, name: child.name })),
  }));
  const allIds = tree.flatMap((node) => [node.id, ...node.childes.map((child) => child.id)]);
  const allChecked =
    allIds.length > 0 && allIds.every((value) => state.categoryIds.includes(value));

  const box = (key: string, label: string, checked: boolean, onToggle: () => void) => (
    <div key={key} className="flex min-h-8 items-center gap-2">
      <Checkbox id={`${id}-${key}`} checked={checked} onCheckedChange={onToggle} />
      <Label htmlFor={`${id}-${key}`} className="font-normal">
        {label}
      </Label>
    </div>
  );

  return (
    <div className="grid gap-5 text-sm">
      {tree.length > 0 ? (
        <section aria-labelledby={`${id}-categories`} className="grid gap-2">
          <h2 id={`${id}-categories`} className="font-semibold">
            {t("categories")}
          </h2>
          <div
            className="grid max-h-[330px] gap-1 overflow-y-auto pe-1"
            data-testid="category-list"
          >
            {box("all", t("all"), allChecked, () => {
              onChange({ category_ids: selectAllCategories(tree, state.categoryIds) });
            })}
            {tree.map((node) => (
              <div key={node.id} className="grid gap-1">
                {box(`c${String(node.id)}`, node.name, state.categoryIds.includes(node.id), () => {
                  onChange({ category_ids: toggleCategory(state.categoryIds, node) });
                })}
                {node.childes.length > 0 ? (
                  <div className="ms-6 grid gap-1">
                    {node.childes.map((child) =>
                      box(
                        `c${String(child.id)}`,
                        child.name,
                        state.categoryIds.includes(child.id),
                        () => {
                          onChange({ category_ids: toggleCategory(state.categoryIds, child) });
                        },
                      ),
                    )}
                  </div>
                ) : null}
              </div>
            ))}
          </div>
        </section>
      ) : null}
      {showBrands && brands.length > 0 ? (
        <section aria-labelledby={`${id}-brands`} className="grid gap-2">
          <h2 id={`${id}-brands`} className="font-semibold">
            {t("brands")}
          </h2>
          <div className="grid max-h-[330px] gap-1 overflow-y-auto pe-1">
            {brands.map((brand) =>
              box(`b${String(brand.id)}`, brand.name, state.brandIds.includes(brand.id), () => {
                const next = selectBrand(state, brand.id);
                onChange({ category_ids: next.categoryIds, brand_ids: next.brandIds });
              }),
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}
