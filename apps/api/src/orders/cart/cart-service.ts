import { and, eq, ne, sql } from "drizzle-orm";

import type { CartAddBody, CartUpdateBody } from "@marketplace/api-client";
import type { ItemSelection } from "@marketplace/domain";
import {
  cartLineSelection,
  DomainInputError,
  findVariation,
  itemPrice,
  optionsKey,
  validateFoodChoices,
} from "@marketplace/domain";

import type { Owner } from "../../accounts/owner";
import type { View } from "../../catalog/view";
import type { Db } from "../../db/client";
import type { CartLineRow } from "./cart-line";
import type { CatalogEntry } from "./catalog-entry";
import type { LineLimits } from "./insert-line";
import { cartLines, guests, users } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { decimalDigits, fromMinor } from "../money";
import { typedCartLine, variationRows, wireCartLine } from "./cart-line";
import { entryOf, loadEntries } from "./catalog-entry";
import { addLine } from "./insert-line";

export const cartErrors = {
  duplicate: () => ApiError.of(403, "cart_item", "Item already exists in the cart."),
  limit: () => ApiError.of(403, "cart_item_limit", "Maximum cart quantity limit over."),
  stock: () => ApiError.of(403, "stock_out", "Out of Stock"),
  otherStore: () =>
    ApiError.of(403, "store", "Your cart holds another store's items. Clear the cart first."),
  notFound: () => ApiError.notFound("cart_id", "Cart item not found."),
  item: () => ApiError.notFound("item_id", "Item not found."),
  module: () => ApiError.of(403, "module_id", "The item does not belong to this module."),
};

/** Runs `work` in a transaction that first locks the owner's row, so one owner's cart changes one at a time. */
export async function withOwnerLock<T>(
  db: Db,
  owner: Owner,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked =
      owner.kind === "user"
        ? await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for("update")
        : await tx
            .select({ id: guests.id })
            .from(guests)
            .where(eq(guests.id, owner.id))
            .for("update");
    // The lock also proves the owner exists (mutations skip the separate guest lookup).
    if (locked.length === 0) throw new ApiError(401, { errors: "Unauthorized" }, "Unauthorized");
    return work(tx);
  });
}

function ownerFilter(owner: Owner, moduleId: number | null) {
  return moduleId === null
    ? eq(cartLines.ownerKey, owner.key)
    : and(eq(cartLines.ownerKey, owner.key), eq(cartLines.moduleId, moduleId));
}

export async function ownerLines(db: Db, owner: Owner, moduleId: number | null) {
  return db.select().from(cartLines).where(ownerFilter(owner, moduleId)).orderBy(cartLines.id);
}

/** The whole cart as the contract answers it: a bare array of lines (lines whose item is gone are left out). */
export async function cartList(
  db: Db,
  view: View,
  owner: Owner,
  moduleId: number | null,
): Promise<Record<string, unknown>[]> {
  const rows = await ownerLines(db, owner, moduleId);
  const entries = await loadEntries(
    db,
    view,
    rows.map((row) => ({ model: row.model, id: row.itemId })),
  );
  return rows.flatMap((row) => {
    const entry = entryOf(entries, row.model, row.itemId);
    return entry ? [wireCartLine(row, entry)] : [];
  });
}

export interface CheckedChoice {
  selection: ItemSelection & { variationType: string | null };
  key: string;
  unitPrice: number;
  variationStock: number | null;
}

/** The stored fields of a line for this owner, item and checked choice (cart add and buy-now lines). */
export function lineFields(
  owner: Owner,
  entry: CatalogEntry,
  choice: CheckedChoice,
  quantity: number,
): Omit<CartLineRow, "id" | "createdAt" | "updatedAt"> {
  return {
    ownerKey: owner.key,
    ownerId: owner.id,
    isGuest: owner.isGuest,
    moduleId: entry.moduleId,
    itemId: entry.id,
    model: entry.model,
    storeId: entry.storeId,
    variation: variationRows(choice.selection, entry),
    variationKey: choice.key,
    addOnIds: choice.selection.addOns?.map((addOn) => addOn.id) ?? [],
    addOnQtys: choice.selection.addOns?.map((addOn) => addOn.quantity) ?? [],
    price: choice.unitPrice,
    quantity,
  };
}

/** Checks a selection against the item (variation, food choices, add-ons) and prices one unit. */
export function checkChoice(
  entry: CatalogEntry,
  input: Pick<CartAddBody, "variation" | "add_on_ids" | "add_on_qtys" | "quantity">,
  digits: number,
): CheckedChoice {
  const selection = cartLineSelection({
    quantity: input.quantity,
    variation: (input.variation ?? []) as Parameters<typeof cartLineSelection>[0]["variation"],
    add_on_ids: input.add_on_ids ?? [],
    add_on_qtys: input.add_on_qtys ?? [],
  });
  const issues = validateFoodChoices(entry.item.food_variations, selection.foodChoices ?? {});
  const first = issues[0];
  if (first) throw ApiError.of(403, "variation", `Variation ${first.name} is not valid.`);
  const hasVariations = (entry.item.variations ?? []).length > 0;
  if (hasVariations && selection.variationType === null)
    throw ApiError.of(403, "variation", "Please choose a variation.");
  let unitPrice: number;
  try {
    unitPrice = itemPrice(entry.item, { ...selection, quantity: 1, addOns: [] }, digits).unitPrice;
    itemPrice(entry.item, selection, digits);
  } catch (error) {
    if (error instanceof DomainInputError) throw ApiError.of(403, "variation", error.message);
    throw error;
  }
  const variation = findVariation(entry.item.variations, selection.variationType);
  return {
    selection,
    key: optionsKey(selection),
    unitPrice: fromMinor(unitPrice, digits),
    variationStock: variation ? (variation.stock ?? null) : null,
  };
}

/** Stock (non-food) and maximum_cart_quantity for the item across the owner's lines. */
export function checkQuantity(
  entry: CatalogEntry,
  choice: CheckedChoice,
  others: readonly CartLineRow[],
  quantity: number,
): void {
  const sameItem = others.filter((row) => row.model === entry.model && row.itemId === entry.id);
  const itemQuantity = sameItem.reduce((sum, row) => sum + row.quantity, 0) + quantity;
  const max = entry.item.maximum_cart_quantity;
  if (max !== null && max !== undefined && max > 0 && itemQuantity > max) throw cartErrors.limit();
  if (entry.moduleType === "food") return;
  if (choice.variationStock !== null) {
    const sameVariation = sameItem
      .filter((row) => row.variationKey === choice.key)
      .reduce((sum, row) => sum + row.quantity, 0);
    if (sameVariation + quantity > choice.variationStock) throw cartErrors.stock();
    return;
  }
  const stock = entry.item.stock;
  if (stock !== null && stock !== undefined && itemQuantity > stock) throw cartErrors.stock();
}

/** The cart add refusals by the code `cart_add_line` raises. */
const refusals = {
  store: cartErrors.otherStore,
  cart_item: cartErrors.duplicate,
  cart_item_limit: cartErrors.limit,
  stock_out: cartErrors.stock,
} as const;

/** The limits `checkQuantity` applies, for the database to check them on the owner's lines. */
function lineLimits(entry: CatalogEntry, choice: CheckedChoice): LineLimits {
  return {
    maxQuantity: entry.item.maximum_cart_quantity ?? null,
    tracked: entry.moduleType !== "food",
    variationStock: choice.variationStock,
    itemStock: entry.item.stock ?? null,
  };
}

export interface CartScope {
  db: Db;
  view: View;
  owner: Owner;
  /** The `moduleId` header, when sent. */
  moduleId: number | null;
}

/**
 * `cart/add`: one line per item and variation, one store per cart, stock and maximum quantity.
 * Answers the module's cart (built from the rows the add already read), or null when the request
 * named no module (then the caller lists every module).
 */
export async function addToCart(
  scope: CartScope,
  body: CartAddBody,
): Promise<Record<string, unknown>[] | null> {
  const { db, view, owner } = scope;
  const entries = await loadEntries(db, view, [{ model: body.model, id: body.item_id }]);
  const entry = entryOf(entries, body.model, body.item_id);
  if (!entry) throw cartErrors.item();
  if (scope.moduleId !== null && scope.moduleId !== entry.moduleId) throw cartErrors.module();
  const choice = checkChoice(entry, body, decimalDigits(view.ref));
  // One statement locks the owner's row, checks the rules on the owner's other lines and inserts.
  const rows = await addLine(
    db,
    lineFields(owner, entry, choice, body.quantity),
    lineLimits(entry, choice),
    (code) =>
      code === "unauthorized"
        ? new ApiError(401, { errors: "Unauthorized" }, "Unauthorized")
        : refusals[code](),
  );
  if (scope.moduleId === null) return null;
  const others = rows.filter((row) => row.model !== entry.model || row.itemId !== entry.id);
  const more =
    others.length > 0
      ? await loadEntries(
          db,
          view,
          others.map((row) => ({ model: row.model, id: row.itemId })),
        )
      : new Map<string, CatalogEntry>();
  more.set(`${entry.model}:${String(entry.id)}`, entry);
  return rows.flatMap((row) => {
    const found = entryOf(more, row.model, row.itemId);
    return found ? [wireCartLine(row, found)] : [];
  });
}

/** `cart/update`: only the owner's own line; the same rules as add. */
export async function updateCart(scope: CartScope, body: CartUpdateBody): Promise<void> {
  const { db, view, owner } = scope;
  await withOwnerLock(db, owner, async (tx) => {
    const [line] = await tx
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.id, body.cart_id), eq(cartLines.ownerKey, owner.key)));
    if (!line) throw cartErrors.notFound();
    const entries = await loadEntries(tx, view, [{ model: line.model, id: line.itemId }]);
    const entry = entryOf(entries, line.model, line.itemId);
    if (!entry) throw cartErrors.item();
    const choice = checkChoice(
      entry,
      {
        quantity: body.quantity,
        variation: body.variation ?? line.variation,
        add_on_ids: body.add_on_ids ?? line.addOnIds,
        add_on_qtys: body.add_on_qtys ?? line.addOnQtys,
      },
      decimalDigits(view.ref),
    );
    const others = await tx
      .select()
      .from(cartLines)
      .where(and(ownerFilter(owner, line.moduleId), ne(cartLines.id, line.id)));
    if (
      others.some(
        (row) =>
          row.model === entry.model && row.itemId === entry.id && row.variationKey === choice.key,
      )
    )
      throw cartErrors.duplicate();
    checkQuantity(entry, choice, others, body.quantity);
    await tx
      .update(cartLines)
      .set({
        quantity: body.quantity,
        variation: variationRows(choice.selection, entry),
        variationKey: choice.key,
        addOnIds: choice.selection.addOns?.map((addOn) => addOn.id) ?? [],
        addOnQtys: choice.selection.addOns?.map((addOn) => addOn.quantity) ?? [],
        price: choice.unitPrice,
        updatedAt: sql`now()`,
      })
      .where(eq(cartLines.id, line.id));
  });
}

/** `cart/remove-item`: only the owner's own line (another owner's id looks like a missing one). */
export async function removeCartLine(scope: CartScope, cartId: number): Promise<void> {
  const removed = await scope.db
    .delete(cartLines)
    .where(and(eq(cartLines.id, cartId), eq(cartLines.ownerKey, scope.owner.key)))
    .returning({ id: cartLines.id });
  if (removed.length === 0) throw cartErrors.notFound();
}

/** `cart/remove`: empties the owner's cart for the module (every module without the header). */
export async function clearCart(scope: CartScope): Promise<void> {
  await scope.db.delete(cartLines).where(ownerFilter(scope.owner, scope.moduleId));
}

/** Moves a guest's cart into the user's on sign-in (lines the user already has are kept once). */
export async function mergeGuestCart(db: Db, guestId: number, userId: number): Promise<void> {
  const guestKey = `g:${String(guestId)}`;
  const userKey = `u:${String(userId)}`;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`
      update ${cartLines} as g set owner_key = ${userKey}, owner_id = ${userId}, is_guest = 0
      where g.owner_key = ${guestKey} and not exists (
        select 1 from ${cartLines} as u
        where u.owner_key = ${userKey} and u.module_id = g.module_id
          and (u.store_id <> g.store_id or (u.model = g.model and u.item_id = g.item_id and u.variation_key = g.variation_key))
      )`);
    await tx.delete(cartLines).where(eq(cartLines.ownerKey, guestKey));
  });
}

export { typedCartLine };
