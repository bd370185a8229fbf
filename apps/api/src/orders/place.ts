import { randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";

import type { CartLine, OrderPlaceBody } from "@marketplace/api-client";
import { cartAddBodySchema } from "@marketplace/api-client";
import { cashOnDeliveryLimit, toMinorUnits } from "@marketplace/domain";

import type { Owner } from "../accounts/owner";
import type { View } from "../catalog/view";
import type { Db } from "../db/client";
import type { OrderAddressRow } from "../db/schema";
import type { CartLineRow } from "./cart/cart-line";
import type { OrderPrice } from "./pricing";
import type { StockChange } from "./stock";
import { isStoreOpen } from "../catalog/store-hours";
import { cartLines, coupons, orderDetails, orders, users, walletTransactions } from "../db/schema";
import { ApiError, errorBody } from "../lib/errors";
import { zonesAt } from "../routes/config/zones";
import { typedCartLine } from "./cart/cart-line";
import { ownerLines, withOwnerLock } from "./cart/cart-service";
import { entryOf, loadEntries } from "./cart/catalog-entry";
import { decimalDigits, fromMinor } from "./money";
import { placeParcel } from "./parcel";
import { priceOrder } from "./pricing";
import { showStock, takeStock } from "./stock";

export interface PlaceInput {
  db: Db;
  view: View;
  owner: Owner;
  moduleId: number;
  body: OrderPlaceBody;
  idempotencyKey: string | null;
  attachments?: string[];
  prescription?: boolean;
}

export interface Placed {
  orderId: number;
  total: number;
  status: string;
  createdAt: string;
  userId: number;
}

const refuse = (status: number, code: string, message: string) =>
  new ApiError(status, errorBody(code, message), message);

/** Buy-now lines from the `cart` JSON string: validated like cart adds, never stored. */
function buyNowRows(owner: Owner, moduleId: number, cart: string): CartLineRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(cart);
  } catch {
    throw refuse(403, "cart", "The cart field is invalid.");
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || list.length > 50)
    throw refuse(403, "cart", "The cart field is invalid.");
  return list.map((entry, index) => {
    const result = cartAddBodySchema.safeParse(entry);
    if (!result.success) throw refuse(403, "cart", "The cart field is invalid.");
    const row = result.data;
    return {
      id: -(index + 1),
      ownerKey: owner.key,
      ownerId: owner.id,
      isGuest: owner.isGuest,
      moduleId,
      itemId: row.item_id,
      model: row.model,
      storeId: 0,
      variation: row.variation ?? [],
      variationKey: "",
      addOnIds: row.add_on_ids ?? [],
      addOnQtys: row.add_on_qtys ?? [],
      price: row.price,
      quantity: row.quantity,
      createdAt: "",
      updatedAt: "",
    };
  });
}

async function findCoupon(db: Db, code: string | undefined, moduleId: number, today: string) {
  if (!code) return null;
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.code, code.trim()), eq(coupons.status, 1), eq(coupons.moduleId, moduleId)),
    );
  if (!row || row.startDate > today || row.expireDate < today)
    throw refuse(406, "coupon", "The coupon is not valid.");
  return row;
}

function address(body: OrderPlaceBody): OrderAddressRow {
  return {
    contact_person_name: body.contact_person_name ?? null,
    contact_person_number: body.contact_person_number ?? null,
    contact_person_email: body.contact_person_email ?? null,
    address_type: body.address_type ?? null,
    address: body.address ?? null,
    floor: body.floor ?? null,
    road: body.road ?? null,
    house: body.house ?? null,
    latitude: body.latitude,
    longitude: body.longitude,
  };
}

async function contactOf(db: Db, owner: Owner, body: OrderPlaceBody): Promise<OrderAddressRow> {
  const base = address(body);
  if (owner.kind === "guest") return base;
  const [user] = await db.select().from(users).where(eq(users.id, owner.id));
  return {
    ...base,
    contact_person_name:
      base.contact_person_name ?? [user?.fName, user?.lName].filter(Boolean).join(" "),
    contact_person_number: base.contact_person_number ?? user?.phone ?? null,
    contact_person_email: base.contact_person_email ?? user?.email ?? null,
  };
}

/** Existing order for this owner and idempotency key. */
async function existing(db: Db, owner: Owner, key: string): Promise<Placed | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ownerKey, owner.key), eq(orders.idempotencyKey, key)));
  return row
    ? {
        orderId: row.id,
        total: row.orderAmount,
        status: row.orderStatus,
        createdAt: row.createdAt,
        userId: owner.id,
      }
    : null;
}

/**
 * Places an order from the server's cart (or a buy-now cart), priced on the server. One owner places
 * one order at a time (row lock); the (owner, Idempotency-Key) unique index returns the first order to
 * every repeat of the same request.
 */
export async function placeOrder(input: PlaceInput): Promise<Placed> {
  const { db, view, owner, body, moduleId } = input;
  const digits = decimalDigits(view.ref);
  if (body.order_type === "parcel") return placeParcel(input, await contactOf(db, owner, body));
  let stockChange: StockChange = { items: false, flashSales: false };
  const placed = await withOwnerLock(db, owner, async (tx) => {
    if (input.idempotencyKey) {
      const found = await existing(tx, owner, input.idempotencyKey);
      if (found) return found;
    }
    let rows: CartLineRow[];
    if (body.is_buy_now && body.cart) rows = buyNowRows(owner, moduleId, body.cart);
    else if (body.is_buy_now && body.cart_id !== undefined)
      rows = (await ownerLines(tx, owner, moduleId)).filter((row) => row.id === body.cart_id);
    else rows = await ownerLines(tx, owner, moduleId);
    if (rows.length === 0 && !input.prescription) throw refuse(403, "cart", "Your cart is empty.");

    const entries = await loadEntries(
      tx,
      view,
      rows.map((row) => ({ model: row.model, id: row.itemId })),
    );
    const lines: CartLine[] = rows.map((row) => {
      const entry = entryOf(entries, row.model, row.itemId);
      if (!entry) throw refuse(403, "item", "An item in the cart is no longer available.");
      return typedCartLine({ ...row, storeId: entry.storeId }, entry);
    });
    const storeId = lines[0]?.item.store_id ?? body.store_id;
    if (storeId === undefined) throw refuse(403, "store_id", "The store id field is required.");
    if (
      lines.some((line) => line.item.store_id !== storeId) ||
      (body.store_id !== undefined && body.store_id !== storeId)
    )
      throw refuse(
        403,
        "different_stores",
        "Items of different stores can not be ordered together.",
      );
    const store = view.ref.stores.get(storeId);
    if (store?.moduleId !== moduleId) throw refuse(404, "store", "Store not found.");
    if (
      lines.some((line) => line.item.is_prescription_required === true) &&
      (input.attachments ?? []).length === 0
    )
      throw refuse(403, "prescription", "Prescription is required for this order.");

    const orderType = body.order_type;
    if (orderType === "delivery" && !store.delivery)
      throw refuse(403, "order_type", "The store does not deliver.");
    if (orderType === "take_away" && !store.takeAway)
      throw refuse(403, "order_type", "The store does not offer take away.");
    const zone =
      orderType === "take_away"
        ? view.ref.zones.find((row) => row.id === store.zoneId)
        : zonesAt(view.ref, body.latitude, body.longitude).find((row) =>
            view.ref.moduleZones.some(
              (rule) => rule.zoneId === row.id && rule.moduleId === moduleId,
            ),
          );
    if (!zone) throw refuse(403, "coordinates", "Service not available in this area.");

    let scheduled = false;
    let scheduleAt: string | null = null;
    if (body.schedule_at) {
      const when = new Date(body.schedule_at);
      if (Number.isNaN(when.getTime()) || when.getTime() < view.now.getTime() - 60_000)
        throw refuse(406, "schedule_at", "The schedule time is not valid.");
      if (!store.scheduleOrder)
        throw refuse(406, "schedule_at", "The store does not take scheduled orders.");
      scheduled = when.getTime() > view.now.getTime() + 60_000;
      scheduleAt = when.toISOString();
    }
    if (!scheduled && !isStoreOpen(store, view.ref.schedules.get(store.id), view.now))
      throw refuse(406, "store", "The store is closed now.");

    const coupon = await findCoupon(
      tx,
      body.coupon_code,
      moduleId,
      view.now.toISOString().slice(0, 10),
    );
    const price: OrderPrice = priceOrder({
      ref: view.ref,
      store,
      moduleId,
      zoneId: zone.id,
      lines,
      orderType: orderType === "take_away" ? "take_away" : "delivery",
      latitude: body.latitude,
      longitude: body.longitude,
      tips: body.dm_tips ?? 0,
      coupon,
      digits,
    });
    if (price.couponOutcome?.code === "coupon_min_purchase")
      throw refuse(406, "coupon", "To apply this coupon, total item amount should be minimum");
    if (price.subtotal < toMinorUnits(store.minimumOrder, digits))
      throw refuse(403, "minimum_order", "The order amount is below the store's minimum order.");
    const total = fromMinor(price.total, digits);

    const method = body.payment_method;
    let paymentStatus = "unpaid";
    if (method === "cash_on_delivery") {
      if (!zone.cashOnDelivery)
        throw refuse(403, "payment_method", "Cash on delivery is not available in this zone.");
      const rule = view.ref.moduleZones.find(
        (row) => row.zoneId === zone.id && row.moduleId === moduleId,
      );
      const cap =
        rule?.maximumCodOrderAmount != null && rule.maximumCodOrderAmount > 0
          ? toMinorUnits(rule.maximumCodOrderAmount, digits)
          : null;
      if (cashOnDeliveryLimit(price.total, cap).code === "cod_limit_exceeded")
        throw refuse(
          203,
          "order_amount",
          "The total amount of the order, exceeds maximum amount of the cash on delivery method",
        );
    } else if (method === "offline_payment") {
      if (!zone.offlinePayment)
        throw refuse(403, "payment_method", "Offline payment is not available in this zone.");
    } else if (method === "digital_payment") {
      if (!zone.digitalPayment)
        throw refuse(403, "payment_method", "Digital payment is not available in this zone.");
    } else {
      if (owner.kind !== "user")
        throw refuse(403, "payment_method", "Sign in to pay with the wallet.");
      const [user] = await tx
        .select({ balance: users.walletBalance })
        .from(users)
        .where(eq(users.id, owner.id));
      if ((user?.balance ?? 0) < total)
        throw refuse(203, "payment_method", "Your wallet balance is insufficient.");
      paymentStatus = "paid";
    }

    const nowText = view.now.toISOString();
    const inserted = await tx
      .insert(orders)
      .values({
        ownerKey: owner.key,
        userId: owner.kind === "user" ? owner.id : null,
        guestId: owner.kind === "guest" ? owner.id : null,
        idempotencyKey: input.idempotencyKey,
        orderStatus: "pending",
        orderType,
        paymentMethod: method,
        paymentStatus,
        orderAmount: total,
        itemsTotal: fromMinor(price.itemsTotal, digits),
        couponDiscountAmount: fromMinor(price.coupon, digits),
        couponCode: coupon?.code ?? null,
        storeDiscountAmount: fromMinor(price.discount, digits),
        totalTaxAmount: fromMinor(price.tax, digits),
        deliveryCharge: fromMinor(price.delivery, digits),
        dmTips: fromMinor(price.tips, digits),
        storeId: store.id,
        moduleId,
        zoneId: zone.id,
        distance: price.distanceKm,
        deliveryAddress: await contactOf(tx, owner, body),
        scheduled,
        scheduleAt,
        orderNote: body.order_note ?? null,
        deliveryInstruction: body.delivery_instruction ?? null,
        cutlery: body.cutlery ?? false,
        otp: String(randomInt(1000, 10_000)),
        prescriptionOrder: input.prescription ?? false,
        orderAttachment: input.attachments ?? [],
        statusTimes: { pending: nowText },
        detailsCount: lines.length,
        createdAt: nowText,
        updatedAt: nowText,
      })
      .onConflictDoNothing({ target: [orders.ownerKey, orders.idempotencyKey] })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    const order = inserted[0];
    if (!order) {
      const found = input.idempotencyKey ? await existing(tx, owner, input.idempotencyKey) : null;
      if (found) return found;
      throw refuse(409, "order", "The order could not be placed.");
    }
    stockChange = await takeStock(
      tx,
      view,
      rows.map((row) => ({
        itemId: row.itemId,
        isCampaign: row.model === "ItemCampaign",
        hasVariation: row.variation.length > 0,
        moduleType: entryOf(entries, row.model, row.itemId)?.moduleType ?? null,
        quantity: row.quantity,
      })),
    );
    if (price.lines.length > 0)
      await tx.insert(orderDetails).values(
        price.lines.map((entry) => ({
          orderId: order.id,
          itemId: entry.line.item.is_campaign ? null : entry.line.item_id,
          itemCampaignId: entry.line.item.is_campaign ? entry.line.item_id : null,
          itemDetails: entry.line.item,
          price: fromMinor(entry.unitPrice, digits),
          quantity: entry.line.quantity,
          discountOnItem: fromMinor(entry.discount, digits),
          totalAddOnPrice: fromMinor(entry.addOns, digits),
          variation: entry.line.variation,
          addOns: entry.line.add_on_ids.map((id, index) => ({
            id,
            quantity: entry.line.add_on_qtys[index],
          })),
        })),
      );
    const usedIds = rows.map((row) => row.id).filter((id) => id > 0);
    if (usedIds.length > 0)
      await tx
        .delete(cartLines)
        .where(and(eq(cartLines.ownerKey, owner.key), inArray(cartLines.id, usedIds)));
    if (method === "wallet" && owner.kind === "user") {
      const [user] = await tx
        .update(users)
        .set({ walletBalance: sql`${users.walletBalance} - ${total}` })
        .where(eq(users.id, owner.id))
        .returning({ balance: users.walletBalance });
      await tx.insert(walletTransactions).values({
        userId: owner.id,
        kind: "wallet",
        transactionId: `order-${String(order.id)}`,
        transactionType: "order_place",
        reference: String(order.id),
        debit: total,
        balance: user?.balance ?? 0,
      });
    }
    return {
      orderId: order.id,
      total,
      status: "pending",
      createdAt: order.createdAt,
      userId: owner.id,
    };
  });
  // Stock and flash-sale sold counts changed: catalogue lists show them at once.
  showStock(db, stockChange);
  return placed;
}
