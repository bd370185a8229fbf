import { and, eq } from "drizzle-orm";

import type { OrderPlaceBody } from "@marketplace/api-client";
import { cartAddBodySchema } from "@marketplace/api-client";

import type { Owner } from "../accounts/owner";
import type { View } from "../catalog/view";
import type { Db } from "../db/client";
import type { OrderAddressRow } from "../db/schema";
import type { CartLineRow } from "./cart/cart-line";
import type { Locked } from "./placing-lock";
import { coupons, users } from "../db/schema";
import { ApiError, errorBody } from "../lib/errors";
import { cartErrors, checkChoice, checkQuantity, lineFields } from "./cart/cart-service";
import { entryOf, loadEntries } from "./cart/catalog-entry";
import { decimalDigits } from "./money";

export const refuse = (status: number, code: string, message: string) =>
  new ApiError(status, errorBody(code, message), message);

const invalidCart = () => refuse(403, "cart", "The cart field is invalid.");

/**
 * Buy-now lines from the `cart` JSON string, checked like cart adds (item, module, variation and food
 * choices, add-ons, maximum quantity and stock as the catalogue shows it), never stored.
 */
export async function buyNowRows(
  db: Db,
  view: View,
  owner: Owner,
  moduleId: number,
  cart: string,
): Promise<CartLineRow[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(cart);
  } catch {
    throw invalidCart();
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || list.length > 50) throw invalidCart();
  const bodies = list.map((entry) => {
    const result = cartAddBodySchema.safeParse(entry);
    if (!result.success) throw invalidCart();
    return result.data;
  });
  const entries = await loadEntries(
    db,
    view,
    bodies.map((body) => ({ model: body.model, id: body.item_id })),
  );
  const digits = decimalDigits(view.ref);
  const rows: CartLineRow[] = [];
  for (const [index, body] of bodies.entries()) {
    const entry = entryOf(entries, body.model, body.item_id);
    if (!entry) throw refuse(403, "item", "An item in the cart is no longer available.");
    if (entry.moduleId !== moduleId) throw cartErrors.module();
    const choice = checkChoice(entry, body, digits);
    checkQuantity(entry, choice, rows, body.quantity);
    rows.push({
      id: -(index + 1),
      ...lineFields(owner, entry, choice, body.quantity),
      createdAt: "",
      updatedAt: "",
    });
  }
  return rows;
}

/** The module's active coupon of that code (its terms are checked by `requireEligibleCoupon`). */
export async function findCoupon(db: Db, code: string | undefined, moduleId: number) {
  if (!code) return null;
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.code, code.trim()), eq(coupons.status, 1), eq(coupons.moduleId, moduleId)),
    );
  if (!row) throw refuse(406, "coupon", "The coupon is not valid.");
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

/** The delivery address; a signed-in customer's name, phone and email fill what the body leaves out. */
export function contactOf(body: OrderPlaceBody, user: Locked["user"]): OrderAddressRow {
  const base = address(body);
  if (!user) return base;
  return {
    ...base,
    contact_person_name:
      base.contact_person_name ?? [user.fName, user.lName].filter(Boolean).join(" "),
    contact_person_number: base.contact_person_number ?? user.phone,
    contact_person_email: base.contact_person_email ?? user.email,
  };
}

/** `contactOf` for callers without the placing lock's user row (parcels). */
export async function contactFromDb(
  db: Db,
  owner: Owner,
  body: OrderPlaceBody,
): Promise<OrderAddressRow> {
  if (owner.kind === "guest") return contactOf(body, null);
  const [user] = await db
    .select({
      fName: users.fName,
      lName: users.lName,
      phone: users.phone,
      email: users.email,
      walletBalance: users.walletBalance,
    })
    .from(users)
    .where(eq(users.id, owner.id));
  return contactOf(body, user ?? null);
}
