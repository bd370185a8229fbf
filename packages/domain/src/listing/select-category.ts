// Single source of truth for category and brand choice on the listing (D4): 'All', parents pick children, brands clear categories.

/** A category with its children, as the category side panel shows it. */
export interface CategoryNode {
  id: number;
  childes?: readonly CategoryNode[] | null | undefined;
}

function withChildren(node: CategoryNode): number[] {
  return [node.id, ...(node.childes ?? []).flatMap(withChildren)];
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/**
 * Choosing 'All' selects all categories and children (or clears them when all are selected).
 * @example selectAllCategories(tree, []) // every id in the tree
 */
export function selectAllCategories(
  tree: readonly CategoryNode[],
  selected: readonly number[],
): number[] {
  const all = unique(tree.flatMap(withChildren));
  return all.every((id) => selected.includes(id)) ? [] : all;
}

/**
 * Picking a category toggles it; picking a parent picks (or drops) its children with it.
 * @example toggleCategory([], parentWithChildren2And3) // [1, 2, 3]
 */
export function toggleCategory(selected: readonly number[], category: CategoryNode): number[] {
  const ids = withChildren(category);
  if (selected.includes(category.id)) return selected.filter((id) => !ids.includes(id));
  return unique([...selected, ...ids]);
}

/**
 * Choosing a brand clears the category choice; choosing it again removes it.
 * @example selectBrand({ categoryIds: [1], brandIds: [] }, 7) // { categoryIds: [], brandIds: [7] }
 */
export function selectBrand(
  state: { categoryIds: readonly number[]; brandIds: readonly number[] },
  brandId: number,
): { categoryIds: number[]; brandIds: number[] } {
  if (state.brandIds.includes(brandId)) {
    return {
      categoryIds: [...state.categoryIds],
      brandIds: state.brandIds.filter((id) => id !== brandId),
    };
  }
  return { categoryIds: [], brandIds: [...state.brandIds, brandId] };
}
