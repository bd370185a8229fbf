import type { BrandRow, CategoryRow } from "./reference";
import type { View } from "./view";
import { translated } from "./translate";
import { fileUrl } from "./view";

type Json = Record<string, unknown>;

/** Active items of a category (and its children) in the given stores. */
export function categoryProductCount(
  view: View,
  categoryId: number,
  storeIds: Set<number> | null,
): number {
  const ids = new Set([categoryId, ...(view.ref.childrenOf.get(categoryId) ?? [])]);
  return view.ref.categoryStoreCounts
    .filter((row) => ids.has(row.categoryId) && (!storeIds || storeIds.has(row.storeId)))
    .reduce((sum, row) => sum + row.value, 0);
}

export function formatCategory(
  category: CategoryRow,
  view: View,
  storeIds: Set<number> | null = null,
): Json {
  return {
    id: category.id,
    name: translated(view, "category", category.id, "name", category.name),
    slug: category.slug,
    image: category.image,
    image_full_url: fileUrl(view, "category", category.image),
    parent_id: category.parentId,
    position: category.position,
    status: category.status,
    priority: category.priority,
    module_id: category.moduleId,
    featured: category.featured,
    products_count: categoryProductCount(view, category.id, storeIds),
    order_count: 0,
    childes_count: (view.ref.childrenOf.get(category.id) ?? []).length,
    created_at: category.createdAt,
    updated_at: category.updatedAt,
  };
}

/** A top-level category with its `childes`. */
export function formatCategoryTree(
  category: CategoryRow,
  view: View,
  storeIds: Set<number> | null = null,
): Json {
  const children = (view.ref.childrenOf.get(category.id) ?? [])
    .map((id) => view.ref.categories.get(id))
    .filter((row): row is CategoryRow => row?.status === 1);
  return {
    ...formatCategory(category, view, storeIds),
    childes: children.map((child) => formatCategory(child, view, storeIds)),
  };
}

/** The top-level categories of the given (possibly child) category ids, in priority order. */
export function parentCategories(view: View, ids: number[]): CategoryRow[] {
  const parents = new Set<number>();
  for (const id of ids) {
    const row = view.ref.categories.get(id);
    if (row) parents.add(row.parentId === 0 ? row.id : row.parentId);
  }
  return [...parents]
    .map((id) => view.ref.categories.get(id))
    .filter((row): row is CategoryRow => row?.status === 1)
    .sort((a, b) => b.priority - a.priority || a.id - b.id);
}

export function formatBrand(brand: BrandRow, view: View, itemsCount: number): Json {
  return {
    id: brand.id,
    name: translated(view, "brand", brand.id, "name", brand.name),
    slug: brand.slug,
    image: brand.image,
    image_full_url: fileUrl(view, "brand", brand.image),
    status: brand.status,
    module_id: brand.moduleId,
    items_count: itemsCount,
    created_at: brand.createdAt,
    updated_at: brand.updatedAt,
  };
}
