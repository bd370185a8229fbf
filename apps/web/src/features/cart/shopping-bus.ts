import type { Cart, CartLine, Item } from "@marketplace/api-client";
import type { CartQueryKey } from "@marketplace/api-client/query/deferred";
import type { CurrencyFormat, ItemSelection } from "@marketplace/domain";

/**
 * The one channel between the parts in a page's first load (cards, the header's cart button) and the
 * shopping code loaded on intent (item dialog, cart drawer, cart writes). It imports no runtime code (types
 * only), so a card can ask for a dialog or a cart change without the SDK in the first load; the frame's
 * `ShoppingHost` listens and loads what is asked for.
 */

/** What the item dialog opens: the item id (or slug) and, from the cart, the line it edits. */
export interface ItemRequest {
  id: number;
  /** The cart line the dialog edits (opened from the drawer). */
  lineId?: number;
  /** A campaign item (its campaign id, found among the running campaign items; Order Now only). */
  campaign?: boolean;
}

/** A cart write. Every write goes through the host's `CartOps`, so the single-store rule is asked once. */
export type CartOp =
  | { kind: "add"; item: Item; selection: ItemSelection }
  | { kind: "update"; line: CartLine; selection: ItemSelection }
  | { kind: "remove"; line: CartLine }
  /** A card's Add: location first, items with variations open the dialog, others are added. */
  | { kind: "card-add"; item: Item }
  /** A card's stepper: one more or one less (removal at 1). */
  | { kind: "card-step"; line: CartLine; delta: 1 | -1 };

export interface PendingOp {
  op: CartOp;
  settle: (done: boolean) => void;
}

/**
 * What a write will leave in the cart, drawn by the parts of the first load (the header's count, the
 * cards) from the moment it is asked for, before the writer's code has loaded (a phone's tap gives it no
 * time to). The writer removes it once it has drawn the write itself, or decided otherwise.
 */
export interface CartDraft {
  pending: PendingOp;
  draw: (lines: Cart) => Cart;
}

/** The site settings the shopping parts need (from the config, computed on the server). */
export interface ShopSettings {
  currency: CurrencyFormat;
  /** `free_delivery_over` in minor units, or null when not offered. */
  freeDeliveryOver: number | null;
  guestCheckout: boolean;
  signedIn: boolean;
  cartKey: CartQueryKey;
  signInHref: string;
}

export interface ShoppingState {
  cartOpen: boolean;
  item: ItemRequest | null;
  ops: readonly PendingOp[];
  /** The asked-for writes not yet drawn by the writer (see `CartDraft`). */
  drafts: readonly CartDraft[];
  settings: ShopSettings | null;
  /** Whether a cart write was ever asked for (the writer then stays mounted). */
  writerWanted: boolean;
  /** The element that asked for the dialog or drawer: focus returns there on close. */
  opener: HTMLElement | null;
}

let state: ShoppingState = {
  cartOpen: false,
  item: null,
  ops: [],
  drafts: [],
  settings: null,
  opener: null,
  writerWanted: false,
};
const listeners = new Set<() => void>();

function set(next: Partial<ShoppingState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function activeElement(): HTMLElement | null {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export const shoppingBus = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): ShoppingState => state,
  configure: (settings: ShopSettings): void => {
    if (JSON.stringify(settings) !== JSON.stringify(state.settings)) set({ settings });
  },
  openCart: (): void => {
    set({ cartOpen: true, opener: activeElement() });
  },
  closeCart: (): void => {
    set({ cartOpen: false });
  },
  openItem: (request: ItemRequest): void => {
    set({ item: request, opener: state.cartOpen ? state.opener : activeElement() });
  },
  closeItem: (): void => {
    set({ item: null });
  },
  /**
   * Asks for a cart write; resolves true when the server accepted it. `draw` (when the caller knows what
   * the write leaves) shows it at once, until the writer draws it.
   */
  run: (op: CartOp, draw?: (lines: Cart) => Cart): Promise<boolean> =>
    new Promise((resolve) => {
      const pending: PendingOp = {
        op,
        settle: (done) => {
          shoppingBus.drawn(pending);
          resolve(done);
        },
      };
      set({
        ops: [...state.ops, pending],
        drafts: draw === undefined ? state.drafts : [...state.drafts, { pending, draw }],
        writerWanted: true,
      });
    }),
  /** The writer has drawn `pending`'s write itself (or will not write it): its draft goes. */
  drawn: (pending: PendingOp): void => {
    if (state.drafts.some((draft) => draft.pending === pending))
      set({ drafts: state.drafts.filter((draft) => draft.pending !== pending) });
  },
  /** Intent (a pointer over or focus in a card): load the cart writer before the click. */
  prepare: (): void => {
    if (!state.writerWanted) set({ writerWanted: true });
  },
  take: (pending: PendingOp): void => {
    set({ ops: state.ops.filter((entry) => entry !== pending) });
  },
};

/** The cart lines' type, for parts that read the cached cart. */
export type CartLines = Cart;
