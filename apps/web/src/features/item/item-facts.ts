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

/**
 * A campaign item's dates (`available_date_starts/ends`, a wire day such as "2026-11-26"), written as the
 * language writes a date; null for an item without both, or with a date that cannot be read.
 * @example campaignDates({ available_date_starts: "2026-11-26", available_date_ends: "2026-12-08" }, "en")
 * // { starts: "Nov 26, 2026", ends: "Dec 8, 2026" }
 */
export function campaignDates(
  item: Pick<Item, "available_date_starts" | "available_date_ends">,
  locale: string,
): { starts: string; ends: string } | null {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const read = (value: string | null | undefined) => {
    const day = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? "")?.[1];
    const at = day === undefined ? Number.NaN : Date.parse(`${day}T00:00:00Z`);
    return Number.isNaN(at) ? null : format.format(at);
  };
  const starts = read(item.available_date_starts);
  const ends = read(item.available_date_ends);
  return starts === null || ends === null ? null : { starts, ends };
}
