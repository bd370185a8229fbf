import type { ReactNode } from "react";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";

import type { Brand, Category } from "@marketplace/api-client";
import type { ListingState } from "@marketplace/domain";
import { selectAllCategories, selectBrand, toggleCategory } from "@marketplace/domain";

import type { ListingQuery } from "../listing-query";
import { Glyph } from "~/lib/icons/glyph";
import { listingUrl } from "../listing-query";

function Choice({
  href,
  checked,
  children,
}: {
  href: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <NextLink
      href={href}
      scroll={false}
      prefetch={false}
      aria-current={checked ? "true" : undefined}
      className="listing-choice"
    >
      {/* Its box is drawn checked by `aria-current` (globals.css). */}
      <span aria-hidden="true" className="listing-choice-box">
        {checked ? <Glyph name="check" className="size-3" /> : null}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </NextLink>
  );
}

/**
 * The category and brand side panel (each list at most 330 px high), as links: 'All' selects every
 * category and child, a parent picks its children, choosing a brand clears the categories (domain rules).
 */
export async function SidePanel({
  query,
  state,
  categories,
  brands,
  idPrefix,
}: {
  query: ListingQuery;
  state: ListingState;
  categories: readonly Category[];
  /** None on a brand listing (its brand is the subject). */
  brands: readonly Brand[];
  idPrefix: string;
}) {
  const t = await getTranslations("listing");
  const tree = categories.map((category) => ({
    id: category.id,
    name: category.name,
    childes: (category.childes ?? []).map((child) => ({ id: child.id, name: child.name })),
  }));
  const allIds = tree.flatMap((node) => [node.id, ...node.childes.map((child) => child.id)]);
  const allChecked = allIds.length > 0 && allIds.every((id) => state.categoryIds.includes(id));
  const categoryLink = (ids: number[]) => listingUrl(query, { category_ids: ids });

  return (
    <div className="grid gap-5 text-sm">
      {tree.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-categories`} className="grid gap-2">
          <h2 id={`${idPrefix}-categories`} className="font-semibold">
            {t("categories")}
          </h2>
          <ul
            className="grid max-h-[330px] gap-0.5 overflow-y-auto pe-1"
            data-testid="category-list"
          >
            <li>
              <Choice
                href={categoryLink(selectAllCategories(tree, state.categoryIds))}
                checked={allChecked}
              >
                {t("all")}
              </Choice>
            </li>
            {tree.map((node) => (
              <li key={node.id}>
                <Choice
                  href={categoryLink(toggleCategory(state.categoryIds, node))}
                  checked={state.categoryIds.includes(node.id)}
                >
                  {node.name}
                </Choice>
                {node.childes.length > 0 ? (
                  <ul className="ms-6 grid gap-0.5">
                    {node.childes.map((child) => (
                      <li key={child.id}>
                        <Choice
                          href={categoryLink(toggleCategory(state.categoryIds, child))}
                          checked={state.categoryIds.includes(child.id)}
                        >
                          {child.name}
                        </Choice>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {brands.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-brands`} className="grid gap-2">
          <h2 id={`${idPrefix}-brands`} className="font-semibold">
            {t("brands")}
          </h2>
          <ul className="grid max-h-[330px] gap-0.5 overflow-y-auto pe-1">
            {brands.map((brand) => {
              const next = selectBrand(state, brand.id);
              return (
                <li key={brand.id}>
                  <Choice
                    href={listingUrl(query, {
                      category_ids: next.categoryIds,
                      brand_ids: next.brandIds,
                    })}
                    checked={state.brandIds.includes(brand.id)}
                  >
                    {brand.name}
                  </Choice>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
