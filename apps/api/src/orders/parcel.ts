import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";

import type { ParcelVehicle } from "@marketplace/domain";
import { parcelCharge, parcelDistanceKm, vehicleCoversDistance } from "@marketplace/domain";

import type { Db } from "../db/client";
import type { OrderAddressRow } from "../db/schema";
import type { Placed, PlaceInput } from "./place";
import { orders, parcelCategories, vehicles } from "../db/schema";
import { ApiError, errorBody } from "../lib/errors";
import { zonesAt } from "../routes/config/zones";
import { withOwnerLock } from "./cart/cart-service";
import { decimalDigits, fromMinor } from "./money";
import { distanceKm } from "./pricing";

const refuse = (status: number, code: string, message: string) =>
  new ApiError(status, errorBody(code, message), message);

/** `receiver_details` arrives as a JSON string. */
const receiverSchema = z.object({
  contact_person_name: z.string().min(1).max(100),
  contact_person_number: z.string().min(5).max(30),
  contact_person_email: z.string().max(255).optional(),
  address: z.string().min(1).max(500),
  address_type: z.string().max(20).optional(),
  floor: z.string().max(50).optional(),
  road: z.string().max(100).optional(),
  house: z.string().max(50).optional(),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

function receiverOf(text: string | undefined): OrderAddressRow {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? "");
  } catch {
    throw refuse(403, "receiver_details", "The receiver details field is invalid.");
  }
  const parsed = receiverSchema.safeParse(raw);
  if (!parsed.success)
    throw refuse(403, "receiver_details", "The receiver details field is invalid.");
  const value = parsed.data;
  return {
    contact_person_name: value.contact_person_name,
    contact_person_number: value.contact_person_number,
    contact_person_email: value.contact_person_email ?? null,
    address_type: value.address_type ?? null,
    address: value.address,
    floor: value.floor ?? null,
    road: value.road ?? null,
    house: value.house ?? null,
    latitude: value.latitude,
    longitude: value.longitude,
  };
}

/**
 * The delivery vehicle the sender chose (`dm_vehicle_id`), or null when none was chosen: 403 unless it is
 * an active delivery vehicle whose coverage holds the sender → receiver distance.
 */
async function chosenVehicle(
  db: Db,
  id: number | undefined,
  distanceKm: number,
): Promise<(ParcelVehicle & { id: number }) | null> {
  if (id === undefined) return null;
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  if (row?.isActive !== 1 || row.isDelivery !== 1)
    throw refuse(403, "dm_vehicle_id", "The selected vehicle is not available.");
  if (!vehicleCoversDistance(row, distanceKm))
    throw refuse(403, "dm_vehicle_id", "The selected vehicle does not cover this distance.");
  return row;
}

/**
 * A parcel: from the sender's address (`address`, `latitude`, `longitude`) to `receiver_details`, priced by the
 * category's (else the business's) per-km charge and minimum over the server's own distance, plus the chosen
 * vehicle's extra charge and tips (the domain's `parcelCharge`, the rule the form shows).
 */
export async function placeParcel(input: PlaceInput, sender: OrderAddressRow): Promise<Placed> {
  const { db, view, owner, body, moduleId } = input;
  const digits = decimalDigits(view.ref);
  const module = view.ref.modules.get(moduleId);
  if (module?.moduleType !== "parcel")
    throw refuse(403, "order_type", "Parcels are sent from the parcel module.");
  const receiver = receiverOf(body.receiver_details);
  const [category] = await db
    .select()
    .from(parcelCategories)
    .where(
      and(
        eq(parcelCategories.id, body.parcel_category_id ?? 0),
        eq(parcelCategories.status, 1),
        eq(parcelCategories.moduleId, moduleId),
      ),
    );
  if (!category) throw refuse(404, "parcel_category_id", "Parcel category not found.");
  const zone = zonesAt(view.ref, body.latitude, body.longitude).find((row) =>
    view.ref.moduleZones.some((rule) => rule.zoneId === row.id && rule.moduleId === moduleId),
  );
  if (!zone) throw refuse(403, "coordinates", "Service not available in this area.");
  if (body.payment_method === "wallet" || body.payment_method === "offline_payment")
    throw refuse(403, "payment_method", "Parcels are paid in cash or by digital payment.");
  if (body.payment_method === "cash_on_delivery" && !zone.cashOnDelivery)
    throw refuse(403, "payment_method", "Cash on delivery is not available in this zone.");
  if (body.payment_method === "digital_payment" && !zone.digitalPayment)
    throw refuse(403, "payment_method", "Digital payment is not available in this zone.");

  const receiverPoint = { latitude: receiver.latitude ?? 0, longitude: receiver.longitude ?? 0 };
  // Checks both points (a bad coordinate is the client's error) before the domain prices the parcel.
  const km = distanceKm(body, receiverPoint);
  const setting = (key: string) => {
    const value = view.ref.settings[key];
    return value === undefined || value === null ? null : Number(value);
  };
  const senderAt = { lat: body.latitude, lng: body.longitude };
  const receiverAt = { lat: receiverPoint.latitude, lng: receiverPoint.longitude };
  const vehicle = await chosenVehicle(
    db,
    body.dm_vehicle_id,
    parcelDistanceKm(senderAt, receiverAt),
  );
  const charge = parcelCharge(
    {
      sender: senderAt,
      receiver: receiverAt,
      category: {
        perKmCharge: category.parcelPerKmShippingCharge,
        minimumCharge: category.parcelMinimumShippingCharge,
      },
      fallback: {
        perKmCharge: setting("parcel_per_km_shipping_charge"),
        minimumCharge: setting("parcel_minimum_shipping_charge"),
      },
      tips: body.dm_tips ?? 0,
      vehicle,
    },
    digits,
  );
  const delivery = charge.delivery + charge.vehicleExtra;
  const tips = charge.tips;
  const total = fromMinor(charge.total, digits);
  const nowText = view.now.toISOString();

  return withOwnerLock(db, owner, async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        ownerKey: owner.key,
        userId: owner.kind === "user" ? owner.id : null,
        guestId: owner.kind === "guest" ? owner.id : null,
        idempotencyKey: input.idempotencyKey,
        idempotencyFingerprint: input.fingerprint,
        orderStatus: "pending",
        orderType: "parcel",
        paymentMethod: body.payment_method,
        paymentStatus: "unpaid",
        orderAmount: total,
        deliveryCharge: fromMinor(delivery, digits),
        dmTips: fromMinor(tips, digits),
        storeId: null,
        moduleId,
        zoneId: zone.id,
        parcelCategoryId: category.id,
        chargePayer: body.charge_payer ?? "sender",
        dmVehicleId: vehicle?.id ?? null,
        // eslint-disable-next-line marketplace/no-ad-hoc-money -- a distance in km kept to the metre, not an amount
        distance: Math.round(km * 1000) / 1000,
        deliveryAddress: sender,
        receiverDetails: receiver,
        orderNote: body.order_note ?? null,
        deliveryInstruction: body.delivery_instruction ?? null,
        otp: String(randomInt(1000, 10_000)),
        statusTimes: { pending: nowText },
        createdAt: nowText,
        updatedAt: nowText,
      })
      .onConflictDoNothing({ target: [orders.ownerKey, orders.idempotencyKey] })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (row)
      return {
        orderId: row.id,
        total,
        status: "pending",
        createdAt: row.createdAt,
        userId: owner.id,
      };
    const [found] = await tx
      .select()
      .from(orders)
      .where(
        and(eq(orders.ownerKey, owner.key), eq(orders.idempotencyKey, input.idempotencyKey ?? "")),
      );
    if (!found) throw refuse(409, "order", "The order could not be placed.");
    return {
      orderId: found.id,
      total: found.orderAmount,
      status: found.orderStatus,
      createdAt: found.createdAt,
      userId: owner.id,
      fingerprint: found.idempotencyFingerprint,
    };
  });
}
