"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";

import type { Cart, CartLine, Item } from "@marketplace/api-client";
import type { ItemSelection } from "@marketplace/domain";
import {
  cartAddBody,
  cartLineSelection,
  cartUpdateBody,
  productHref,
  storeConflict,
} from "@marketplace/domain";
import { ConfirmDialog } from "@marketplace/ui";

import type { PendingOp } from "../shopping-bus";
import { useFrameUi } from "~/features/frame/components/frame-ui";
import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { cardAddEntry } from "../card-add-draft";
import { lineIncrease } from "../card-step-draft";
import { temporaryLineId, withAddedLine, withoutLine } from "../hooks/optimistic-lines";
import { updatedLineDraw } from "../hooks/updated-line-draw";
import { useCartWrites } from "../hooks/use-cart-writes";
import { useShopSettings } from "../hooks/use-shop-settings";
import { useShopping } from "../hooks/use-shopping";
import { shoppingBus } from "../shopping-bus";

/** How long the 'cart cleared and item added' message stays (spec: 5000 ms). */
const CLEARED_MESSAGE_MS = 5000;

/**
 * Runs every cart write the bus receives (cards, item dialog, drawer): optimistic update at once, the
 * writes sent one at a time in the order they were drawn (`useCartWrites`),
 * the server's answer or a rollback, the spec's toasts, and the single-store rule (an item of another store
 * asks the clear-cart confirmation first; Clear Cart empties the cart on the server and adds the item —
 * when that add is refused, the previous lines are put back, and when that fails the customer is told
 * the cart is the server's —, Cancel leaves the cart as it was).
 */
export function CartOps() {
  const t = useTranslations("cart");
  const tItem = useTranslations("item");
  const frame = useFrameUi();
  const router = useRouter();
  const visitor = useVisitor();
  const { ops, settings } = useShopping();
  const { currency } = useShopSettings();
  const writes = useCartWrites();
  const started = useRef(new Set<PendingOp>());
  // Adds under way by item id: a step on a line drawn before its add was answered waits for it.
  const adding = useRef(new Map<number, Promise<void>>());
  const [conflict, setConflict] = useState<{
    pending: PendingOp;
    item: Item;
    selection: ItemSelection;
  } | null>(null);
  // The op whose Clear Cart was pressed: the dialog's closing must not settle it as cancelled.
  const confirmed = useRef<PendingOp | null>(null);
  const digits = currency.digits;

  /** Once a write is drawn in the cached cart, the bus's draft of it goes (the same tick: no flicker). */
  const shown = (pending: PendingOp) => () => {
    shoppingBus.drawn(pending);
  };

  async function add(
    pending: PendingOp,
    item: Item,
    selection: ItemSelection,
    cleared: boolean,
  ): Promise<boolean> {
    const body = cartAddBody(item, selection, digits);
    // Drawn again over each earlier answer while it waits: its line keeps one id.
    const lineId = temporaryLineId();
    try {
      await writes.optimistically(
        (lines) => withAddedLine(cleared ? [] : lines, item, selection, body.price, lineId),
        () => writes.add.mutateAsync(body),
        shown(pending),
      );
    } catch {
      return false;
    }
    if (cleared) void notify.success(t("cleared"), { duration: CLEARED_MESSAGE_MS });
    else void notify.success(t("added"));
    return true;
  }

  async function update(
    pending: PendingOp,
    line: CartLine,
    selection: ItemSelection,
  ): Promise<boolean> {
    const body = cartUpdateBody(line.id, line.item, selection, digits);
    try {
      await writes.optimistically(
        updatedLineDraw(line, selection, digits),
        () => writes.update.mutateAsync(body),
        shown(pending),
      );
    } catch {
      return false;
    }
    void notify.success(t("updated"));
    return true;
  }

  async function remove(pending: PendingOp, line: CartLine): Promise<boolean> {
    try {
      await writes.optimistically(
        (lines) => withoutLine(lines, line.id),
        () => writes.remove.mutateAsync(line.id),
        shown(pending),
      );
    } catch {
      return false;
    }
    void notify.success(t("removed"));
    return true;
  }

  /**
   * A card's Add: a saved location first; items with variations open the dialog, in ecommerce the
   * product page (spec: "in ecommerce they lead to the product page").
   */
  function cardAdd(pending: PendingOp, item: Item): boolean {
    const entry = cardAddEntry(item, visitor);
    if (entry.code === "location_required") frame.requireLocation();
    else if (entry.code === "open_product_page")
      router.push(productHref(item, { moduleId: item.module_id ?? visitor.module?.id }));
    else if (entry.code === "open_detail") shoppingBus.openItem({ id: item.id });
    else return false;
    pending.settle(false);
    return true;
  }

  async function cardStep(pending: PendingOp, line: CartLine, delta: 1 | -1): Promise<boolean> {
    const selection = cartLineSelection(line);
    if (delta === -1) {
      return selection.quantity <= 1
        ? remove(pending, line)
        : update(pending, line, { ...selection, quantity: selection.quantity - 1 });
    }
    const check = lineIncrease(line);
    if (check.code !== "ok") {
      void notify.error(tItem(check.code === "out_of_stock" ? "outOfStock" : "outOfLimits"));
      return false;
    }
    return update(pending, line, { ...selection, quantity: selection.quantity + 1 });
  }

  /**
   * The server's line for `line`: itself, or, for a line drawn before its add was answered (a temporary
   * negative id: a second tap on the stepper that replaced Add), the line the add left once answered;
   * undefined when the add was refused.
   */
  async function serverLine(line: CartLine): Promise<CartLine | undefined> {
    if (line.id >= 0) return line;
    await adding.current.get(line.item_id);
    try {
      return (await writes.currentLines()).find(
        (entry) => entry.item_id === line.item_id && entry.id >= 0,
      );
    } catch {
      return undefined;
    }
  }

  async function start(pending: PendingOp): Promise<void> {
    const { op } = pending;
    if (op.kind === "card-step" || op.kind === "update" || op.kind === "remove") {
      const line = await serverLine(op.line);
      if (line === undefined) pending.settle(false);
      else if (op.kind === "card-step") pending.settle(await cardStep(pending, line, op.delta));
      else if (op.kind === "update") pending.settle(await update(pending, line, op.selection));
      else pending.settle(await remove(pending, line));
      return;
    }
    if (op.kind === "card-add" && cardAdd(pending, op.item)) return;
    if (op.kind === "add" || op.kind === "card-add") {
      const selection = op.kind === "add" ? op.selection : { quantity: 1 };
      let lines;
      try {
        lines = await writes.currentLines();
      } catch {
        pending.settle(false);
        return;
      }
      if (storeConflict(lines, op.item.store_id).code === "clear_cart_required") {
        shoppingBus.drawn(pending);
        setConflict({ pending, item: op.item, selection });
        return;
      }
      pending.settle(await add(pending, op.item, selection, false));
    }
  }

  useEffect(() => {
    for (const pending of ops) {
      if (started.current.has(pending)) continue;
      started.current.add(pending);
      shoppingBus.take(pending);
      const run = start(pending);
      const { op } = pending;
      if (op.kind === "add" || op.kind === "card-add") {
        adding.current.set(op.item.id, run);
        void run.finally(() => {
          if (adding.current.get(op.item.id) === run) adding.current.delete(op.item.id);
        });
      }
    }
    // `start` reads the latest writes through closures of this render; ops drive the effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ops]);

  async function clearAndAdd(): Promise<void> {
    if (conflict === null) return;
    const { pending, item, selection } = conflict;
    confirmed.current = pending;
    setConflict(null);
    let before: Cart;
    try {
      before = await writes.currentLines();
      await writes.optimistically(
        () => [],
        () => writes.clear.mutateAsync(),
      );
    } catch {
      pending.settle(false);
      return;
    }
    const added = await add(pending, item, selection, true);
    // Refused (its message shown): the cart the customer had comes back rather than staying empty;
    // when that is refused too, the cart shows what the server holds, and the customer is told.
    if (!added && !(await writes.restore(before, digits))) void notify.error(t("restoreFailed"));
    pending.settle(added);
  }

  if (settings === null) return null;
  return (
    <ConfirmDialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open && conflict !== null && confirmed.current !== conflict.pending) {
          conflict.pending.settle(false);
          setConflict(null);
        }
      }}
      title={t("clearTitle")}
      description={t("clearWarning")}
      cancelLabel={t("cancel")}
      confirmLabel={t("clearCart")}
      tone="destructive"
      onConfirm={() => void clearAndAdd()}
    />
  );
}
