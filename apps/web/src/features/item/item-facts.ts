import type { Category, Item, Store } from "@marketplace/api-client";
import {
  categoryHref,
  findVariation,
  storeHref,
  variationTypeFromChoices,
} from "@marketplace/domain";

/** A category or tag chip of the item detail; categories link to their page. */
export interface ItemChip {
  key: string;
  label: string;
  href?: string;
}

/**
 * The item's categories as chips, in the item's order (`category_ids` by position: the main category,
 * then its sub-category), named from the module's category list; ids the list does not hold are left out.
 * @example itemCategoryChips({ category_ids: [{ id: 52, position: 1 }] }, [{ id: 52, name: "Sports & Toys" }])
 * // [{ key: "category-52", label: "Sports & Toys", href: "/category/52" }]
 */
export function itemCategoryChips(
  item: Pick<Item, "category_ids">,
  categories: readonly Pick<Category, "id" | "name" | "childes">[] | undefined,
): ItemChip[] {
  const names = new Map<number, string>();
  for (const category of categories ?? []) {
    names.set(category.id, category.name);
    for (const child of category.childes ?? []) names.set(child.id, child.name);
  }
  const refs = [...(item.category_ids ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const seen = new Set<number>();
  const chips: ItemChip[] = [];
  for (const ref of refs) {
    const name = names.get(ref.id);
    if (name === undefined || seen.has(ref.id)) continue;
    seen.add(ref.id);
    chips.push({ key: `category-${String(ref.id)}`, label: name, href: categoryHref(ref) });
  }
  return chips;
}

/**
 * The item's tags as chips: the wire sends `[{ id, tag }]` (plain strings are accepted too).
 * @example itemTagChips({ tags: [{ id: 1, tag: "yoga" }] }) // [{ key: "tag-yoga", label: "yoga" }]
 */
export function itemTagChips(item: Pick<Item, "tags">): ItemChip[] {
  const labels = (item.tags ?? [])
    .map((tag) =>
      typeof tag === "string"
        ? tag
        : typeof tag === "object" && tag !== null && "tag" in tag && typeof tag.tag === "string"
          ? tag.tag
          : "",
    )
    .map((label) => label.trim())
    .filter((label) => label !== "");
  return [...new Set(labels)].map((label) => ({ key: `tag-${label}`, label }));
}

/**
 * The store page of the item's store: from `store_details` when the details carry it (its slug), else
 * from the item's own store, module and zone ids.
 * @example itemStoreHref({ store_id: 20, module_id: 3, zone_id: 1, module_type: "ecommerce" })
 * // "/store/20?module_id=3&module_type=ecommerce&store_zone_id=1"
 */
export function itemStoreHref(
  item: Pick<Item, "store_id" | "module_id" | "zone_id" | "module_type"> & {
    store_details?: Pick<Store, "id" | "slug" | "module_id" | "zone_id"> | null;
  },
): string {
  const details = item.store_details;
  return storeHref(
    details ?? { id: item.store_id, module_id: item.module_id, zone_id: item.zone_id },
    item.module_type,
  );
}

/**
 * The stock each option of a choice would give, with the customer's other choices kept: the variation
 * that choosing it selects, or null when the item has no such variation.
 * @example optionStock(backpack, { Color: "Navy", Size: "S" }, "Size", "M") // 0 (Navy-M is sold out)
 */
export function optionStock(
  item: Pick<Item, "choice_options" | "variations">,
  chosen: Readonly<Record<string, string>>,
  title: string,
  option: string,
): number | null {
  const type = variationTypeFromChoices(item.choice_options ?? [], { ...chosen, [title]: option });
  const variation = findVariation(item.variations, type);
  return variation === null ? null : (variation.stock ?? null);
}
