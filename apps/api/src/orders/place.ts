import type { CartLine, OrderPlaceBody } from "@marketplace/api-client";
import type { FirstOrderOffer } from "@marketplace/domain";
import { findVariation } from "@marketplace/domain";

import type { Owner } from "../accounts/owner";
import type { CouponRow } from "../catalog/reference";
import type { View } from "../catalog/view";
import type { Db } from "../db/client";
import type { CartLineRow } from "./cart/cart-line";
import type { CatalogEntry } from "./cart/catalog-entry";
import type { Destination } from "./place-checks";
import type { NewOrder, Written } from "./place-write";
import type { Locked, Placed } from "./placing-lock";
import type { OrderPrice } from "./pricing";
import type { StockLine } from "./stock";
import { typedCartLine } from "./cart/cart-line";
import { ownerLines } from "./cart/cart-service";
import { entryOf, loadEntries } from "./cart/catalog-entry";
import { requireEligibleCoupon } from "./coupon-check";
import { customerOffer, recordFirstOrder } from "./first-order";
import { decimalDigits, fromMinor } from "./money";
import { placeParcel } from "./parcel";
import { checkPartialRequest, walletPart } from "./partial-payment";
import { checkAmounts, checkDestination, checkPayment } from "./place-checks";
import { buyNowRows, contactFromDb, contactOf, findCoupon, refuse } from "./place-input";
import { debitWallet, writePlacement } from "./place-write";
import { existingOrder, lockForPlacing } from "./placing-lock";
import { priceOrder } from "./pricing";
import { noStockChange, showStock } from "./stock-cache";

export type { Placed } from "./placing-lock";

export interface PlaceInput {
  db: Db;
  view: View;
  owner: Owner;
  moduleId: number;
  body: OrderPlaceBody;
  idempotencyKey: string | null;
  /** `requestFingerprint` of the request: an order found under the same key must have the same one. */
  fingerprint: string;
  attachments?: string[];
  prescription?: boolean;
}

/** An order checked and priced, ready to be written. */
interface Prepared {
  rows: CartLineRow[];
  destination: Destination;
  price: OrderPrice;
  total: number;
  paymentStatus: "paid" | "unpaid";
  coupon: CouponRow | null;
  stock: StockLine[];
}

/** The stock lines of the order: the item (or campaign item) and the chosen variation's type. */
function stockLines(rows: readonly CartLineRow[], entries: Map<string, CatalogEntry>): StockLine[] {
  return rows.flatMap((row) => {
    const entry = entryOf(entries, row.model, row.itemId);
    if (!entry) return [];
    const chosen = row.variation.find((value) => "type" in value);
    const type = chosen && "type" in chosen ? chosen.type : null;
    return [
      {
        model: entry.model,
        id: entry.id,
        tracked: entry.moduleType !== "food",
        variationType:
          type === null ? null : (findVariation(entry.item.variations, type)?.type ?? type),
        quantity: row.quantity,
      },
    ];
  });
}

/**
 * Checks and prices the order from its lines (the server's own cart rows or the buy-now lines), with the
 * customer's first-order offer read under their row lock (null before it and for a guest).
 */
async function prepare(
  db: Db,
  input: PlaceInput,
  rows: CartLineRow[],
  offer: FirstOrderOffer | null = null,
): Promise<Prepared> {
  const { view, body, moduleId } = input;
  if (rows.length === 0 && !input.prescription) throw refuse(403, "cart", "Your cart is empty.");
  const digits = decimalDigits(view.ref);
  const entries = await loadEntries(
    db,
    view,
    rows.map((row) => ({ model: row.model, id: row.itemId })),
  );
  const lines: CartLine[] = rows.map((row) => {
    const entry = entryOf(entries, row.model, row.itemId);
    if (!entry) throw refuse(403, "item", "An item in the cart is no longer available.");
    return typedCartLine({ ...row, storeId: entry.storeId }, entry);
  });
  const destination = checkDestination({
    view,
    body,
    moduleId,
    lines,
    attachments: input.attachments ?? [],
  });
  const coupon = await findCoupon(db, body.coupon_code, moduleId);
  const price = priceOrder({
    ref: view.ref,
    store: destination.store,
    moduleId,
    zoneId: destination.zone.id,
    lines,
    orderType: body.order_type === "take_away" ? "take_away" : "delivery",
    latitude: body.latitude,
    longitude: body.longitude,
    tips: body.dm_tips ?? 0,
    coupon,
    extraPackaging: (body.extra_packaging_amount ?? 0) > 0,
    firstOrderOffer: offer,
    digits,
  });
  checkAmounts(price, destination.store, digits, input.prescription === true && rows.length === 0);
  const paymentStatus = checkPayment({
    view,
    body,
    moduleId,
    zone: destination.zone,
    signedIn: input.owner.kind === "user",
    total: price.total,
    digits,
  });
  checkPartialRequest(view, body, input.owner.kind === "user");
  return {
    rows,
    destination,
    price,
    total: fromMinor(price.total, digits),
    paymentStatus,
    coupon,
    stock: stockLines(rows, entries),
  };
}

/**
 * The coupon against the domain's eligibility rule (customer, store, zone, first order, per-customer
 * limit; never a guest's). For a customer it runs after the placing lock, so concurrent orders count in turn.
 */
function checkCoupon(db: Db, input: PlaceInput, order: Prepared): Promise<void> {
  if (!order.coupon) return Promise.resolve();
  return requireEligibleCoupon(
    db,
    order.coupon,
    input.owner.kind === "user" ? input.owner.id : null,
    order.destination.store,
    input.view.now.toISOString().slice(0, 10),
  );
}

/** A buy-now order is checked and priced before the lock; a failure waits for the idempotency check. */
async function prepareBuyNow(input: PlaceInput, cart: string) {
  try {
    const rows = await buyNowRows(input.db, input.view, input.owner, input.moduleId, cart);
    return { ok: await prepare(input.db, input, rows) } as const;
  } catch (error) {
    return { error } as const;
  }
}

/** The order row of a checked and priced placement. */
function orderValues(
  input: PlaceInput,
  order: Prepared,
  user: Locked["user"],
  digits: number,
  walletPaid: number,
): NewOrder {
  const { view, owner, body, moduleId } = input;
  const { price, destination } = order;
  const nowText = view.now.toISOString();
  return {
    ownerKey: owner.key,
    userId: owner.kind === "user" ? owner.id : null,
    guestId: owner.kind === "guest" ? owner.id : null,
    idempotencyKey: input.idempotencyKey,
    idempotencyFingerprint: input.fingerprint,
    orderStatus: "pending",
    orderType: body.order_type,
    paymentMethod: body.payment_method,
    paymentStatus: order.paymentStatus,
    orderAmount: order.total,
    itemsTotal: fromMinor(price.itemsTotal, digits),
    couponDiscountAmount: fromMinor(price.coupon, digits),
    firstOrderDiscount: fromMinor(price.firstOrder, digits),
    couponCode: order.coupon?.code ?? null,
    storeDiscountAmount: fromMinor(price.discount, digits),
    totalTaxAmount: fromMinor(price.tax, digits),
    deliveryCharge: fromMinor(price.delivery, digits),
    dmTips: fromMinor(price.tips, digits),
    extraPackagingAmount: fromMinor(price.extraPackaging, digits),
    partiallyPaidAmount: walletPaid,
    storeId: destination.store.id,
    moduleId,
    zoneId: destination.zone.id,
    distance: price.distanceKm,
    deliveryAddress: contactOf(body, user),
    scheduled: destination.scheduled,
    scheduleAt: destination.scheduleAt,
    orderNote: body.order_note ?? null,
    deliveryInstruction: body.delivery_instruction ?? null,
    cutlery: body.cutlery ?? false,
    prescriptionOrder: input.prescription ?? false,
    orderAttachment: input.attachments ?? [],
    statusTimes: { pending: nowText },
    detailsCount: price.lines.length,
    createdAt: nowText,
    updatedAt: nowText,
  };
}

/** The one-statement write of a checked order (see `writePlacement`); `walletPaid`: a partial payment's wallet part. */
function placement(
  input: PlaceInput,
  order: Prepared,
  user: Locked["user"],
  digits: number,
  walletPaid = 0,
) {
  return {
    owner: input.owner,
    idempotencyKey: input.idempotencyKey,
    order: orderValues(input, order, user, digits, walletPaid),
    price: order.price,
    digits,
    stock: order.stock,
    ref: input.view.ref,
    cartLineIds: order.rows.map((row) => row.id).filter((id) => id > 0),
  };
}

/** The answer of a write that found the same key's order or met a racing twin. */
async function repeated(db: Db, input: PlaceInput, written: Written): Promise<Placed> {
  if (written.outcome !== "conflict") return { ...written.placed, userId: input.owner.id };
  const found = input.idempotencyKey
    ? await existingOrder(db, input.owner, input.idempotencyKey)
    : null;
  if (found) return found;
  throw refuse(409, "order", "The order could not be placed.");
}

/**
 * Places an order from the server's cart (or a buy-now cart), priced on the server with
 * `@marketplace/domain`. A guest's buy-now order, checked and priced first, is one statement
 * (`writePlacement`: lock, Idempotency-Key lookup, order, lines, stock). Otherwise, in one transaction:
 * the owner's row lock with the Idempotency-Key lookup (and the user's contact and wallet), the cart
 * lines (cart orders), then the same statement and the wallet debit. The (owner, Idempotency-Key)
 * unique index answers every repeat with the first order, even at once.
 */
export async function placeOrder(input: PlaceInput): Promise<Placed> {
  const placed = await placeOnce(input);
  // An order found under the same key answers only the same request (orders from before fingerprints: any).
  if (placed.fingerprint != null && placed.fingerprint !== input.fingerprint)
    throw refuse(
      409,
      "idempotency_key",
      "This Idempotency-Key was already used for a different request.",
    );
  return placed;
}

async function placeOnce(input: PlaceInput): Promise<Placed> {
  const { db, view, owner, body, moduleId } = input;
  if (body.order_type === "parcel") return placeParcel(input, await contactFromDb(db, owner, body));
  const digits = decimalDigits(view.ref);
  const early = body.is_buy_now && body.cart ? await prepareBuyNow(input, body.cart) : null;
  const ready = early && "ok" in early ? early.ok : null;
  if (ready && owner.kind === "guest") {
    await checkCoupon(db, input, ready);
    const written = await writePlacement(db, placement(input, ready, null, digits));
    if (written.outcome !== "placed") return repeated(db, input, written);
    showStock(db, view.ref, written.change);
    return { ...written.placed, userId: owner.id };
  }
  const { placed, change } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockForPlacing(tx, owner, input.idempotencyKey);
    if (locked.existing) return { placed: locked.existing, change: noStockChange };
    // The first-order offer under the customer's row lock: a concurrent first order waits and then counts.
    const offer =
      owner.kind === "user" ? await customerOffer(tx, owner.id, view.ref.settings, view.now) : null;
    let order: Prepared;
    try {
      if (early) {
        if ("error" in early) throw early.error;
        // A buy-now order priced before the lock: priced again with the offer read under it.
        order = offer ? await prepare(tx, input, early.ok.rows, offer) : early.ok;
      } else {
        const rows = await ownerLines(tx, owner, moduleId);
        order = await prepare(
          tx,
          input,
          body.is_buy_now && body.cart_id !== undefined
            ? rows.filter((row) => row.id === body.cart_id)
            : rows,
          offer,
        );
      }
    } catch (error) {
      // A repeat that waited for the lock read the key before the first order committed (and may find
      // the cart already ordered): with a fresh read, it answers the first order instead of the error.
      const found = input.idempotencyKey
        ? await existingOrder(tx, owner, input.idempotencyKey).catch(() => null)
        : null;
      if (found) return { placed: found, change: noStockChange };
      throw error;
    }
    await checkCoupon(tx, input, order);
    const balance = locked.user?.walletBalance ?? 0;
    if (body.payment_method === "wallet" && balance < order.total)
      throw refuse(203, "payment_method", "Your wallet balance is insufficient.");
    // A partial payment: the wallet's whole balance (read under the lock), the rest by the method.
    const walletPaid = walletPart({ view, body, balance, total: order.total, digits });
    const written = await writePlacement(
      tx,
      placement(input, order, locked.user, digits, walletPaid),
    );
    if (written.outcome !== "placed")
      return { placed: await repeated(tx, input, written), change: noStockChange };
    await recordFirstOrder(tx, written.placed.orderId, fromMinor(order.price.firstOrder, digits));
    if (body.payment_method === "wallet" && owner.kind === "user")
      await debitWallet(tx, owner.id, written.placed.orderId, order.total);
    if (walletPaid > 0 && owner.kind === "user")
      await debitWallet(tx, owner.id, written.placed.orderId, walletPaid);
    return { placed: { ...written.placed, userId: owner.id }, change: written.change };
  });
  // Stock and flash-sale sold counts changed: catalogue lists show them at once.
  showStock(db, view.ref, change);
  return placed;
}
