import type { QueryKey } from "@tanstack/react-query";

import type { Wishlist, WishlistTarget } from "@marketplace/api-client";

/**
 * The one channel between the hearts in a page's first load (cards, dialogs, product and store pages, the
 * header's button) and the wishlist code loaded on intent (the drawer and the add/remove calls). Types
 * only: no SDK, no TanStack in the first load. The header's `WishlistButton` hands it the signed-in
 * customer's wishlist (server seed, then the tab's cache); a heart asks for a toggle, the host runs it.
 */

/** A heart's toggle: add or remove one item or store. */
export interface WishlistOp {
  target: WishlistTarget;
  add: boolean;
}

interface PendingWishlistOp {
  op: WishlistOp;
  settle: (done: boolean) => void;
}

export interface WishlistState {
  /** The wishlist query's key (from the server), null for guests: hearts then say 'You are not logged in'. */
  queryKey: QueryKey | null;
  itemIds: ReadonlySet<number>;
  storeIds: ReadonlySet<number>;
  /**
   * The wishlist as the server rendered the page (its first answer for this key): the counts the server
   * printed (`whislists_count`) include the customer's own hearts of that moment.
   */
  rendered: { itemIds: ReadonlySet<number>; storeIds: ReadonlySet<number> };
  /** Toggles the server has not answered yet: shown at once (optimistic), dropped on the answer. */
  optimistic: ReadonlyMap<string, boolean>;
  ops: readonly PendingWishlistOp[];
  drawerOpen: boolean;
  /** Whether the host (drawer and calls) was asked for; it then stays mounted. */
  hostWanted: boolean;
  opener: HTMLElement | null;
}

const initialState: WishlistState = {
  queryKey: null,
  itemIds: new Set(),
  storeIds: new Set(),
  rendered: { itemIds: new Set(), storeIds: new Set() },
  optimistic: new Map(),
  ops: [],
  drawerOpen: false,
  hostWanted: false,
  opener: null,
};
let state = initialState;
const listeners = new Set<() => void>();

function set(next: Partial<WishlistState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** The optimistic map's key of a target: `item:7` or `store:3`. */
export function targetKey(target: WishlistTarget): string {
  return target.item_id === undefined
    ? `store:${String(target.store_id)}`
    : `item:${String(target.item_id)}`;
}

function activeElement(): HTMLElement | null {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

function sameIds(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

export const wishlistBus = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): WishlistState => state,
  /** The state the server renders with (nothing favourited: the hearts fill after hydration). */
  serverSnapshot: (): WishlistState => initialState,
  /** The signed-in customer's wishlist (or none: a guest). */
  configure: (queryKey: QueryKey | null, wishlist: Wishlist | undefined): void => {
    const itemIds = new Set((wishlist?.item ?? []).map((item) => item.id));
    const storeIds = new Set((wishlist?.store ?? []).map((store) => store.id));
    const sameKey = JSON.stringify(queryKey) === JSON.stringify(state.queryKey);
    if (sameKey && sameIds(itemIds, state.itemIds) && sameIds(storeIds, state.storeIds)) return;
    set({ queryKey, itemIds, storeIds, ...(sameKey ? {} : { rendered: { itemIds, storeIds } }) });
  },
  /** Whether the wishlist held the target when the page was rendered. */
  wasRendered: (snapshot: WishlistState, target: WishlistTarget): boolean =>
    target.item_id === undefined
      ? snapshot.rendered.storeIds.has(target.store_id ?? -1)
      : snapshot.rendered.itemIds.has(target.item_id),
  /** Whether a heart shows favourited: the pending toggle, else the wishlist. */
  isActive: (snapshot: WishlistState, target: WishlistTarget): boolean => {
    const pending = snapshot.optimistic.get(targetKey(target));
    if (pending !== undefined) return pending;
    return target.item_id === undefined
      ? snapshot.storeIds.has(target.store_id ?? -1)
      : snapshot.itemIds.has(target.item_id);
  },
  /** How many items and stores the wishlist holds, pending toggles included. */
  count: (snapshot: WishlistState): number => {
    let count = snapshot.itemIds.size + snapshot.storeIds.size;
    for (const [key, add] of snapshot.optimistic) {
      const [kind, id] = key.split(":");
      const ids = kind === "item" ? snapshot.itemIds : snapshot.storeIds;
      const present = ids.has(Number(id));
      if (add && !present) count += 1;
      if (!add && present) count -= 1;
    }
    return count;
  },
  /** Asks for an add or a remove; resolves true when the server accepted it. */
  run: (op: WishlistOp): Promise<boolean> =>
    new Promise((resolve) => {
      const optimistic = new Map(state.optimistic);
      optimistic.set(targetKey(op.target), op.add);
      set({ ops: [...state.ops, { op, settle: resolve }], optimistic, hostWanted: true });
    }),
  take: (pending: PendingWishlistOp): void => {
    set({ ops: state.ops.filter((entry) => entry !== pending) });
  },
  /** The server answered (and the wishlist was refetched, or the toggle failed): show the wishlist again. */
  settle: (target: WishlistTarget): void => {
    const key = targetKey(target);
    // A later toggle of the same heart is still queued: its optimistic state stands.
    if (state.ops.some((pending) => targetKey(pending.op.target) === key)) return;
    const optimistic = new Map(state.optimistic);
    optimistic.delete(key);
    set({ optimistic });
  },
  openDrawer: (): void => {
    set({ drawerOpen: true, hostWanted: true, opener: activeElement() });
  },
  closeDrawer: (): void => {
    set({ drawerOpen: false });
  },
  /** Intent (a pointer over or focus on a heart): load the host before the click. */
  prepare: (): void => {
    if (!state.hostWanted && state.queryKey !== null) set({ hostWanted: true });
  },
};

export type { PendingWishlistOp };
