import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The address stored on an order (`delivery_address`, `receiver_details`). */
export interface OrderAddressRow {
  contact_person_name: string | null;
  contact_person_number: string | null;
  contact_person_email: string | null;
  address_type: string | null;
  address: string | null;
  floor: string | null;
  road: string | null;
  house: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** What the customer entered for an offline payment. */
export interface OfflinePaymentRow {
  method_id: number;
  method_name: string;
  customer_input: Record<string, string>;
  customer_note: string | null;
  status: "pending" | "verified" | "denied";
}

/** Status timestamps, one per step the order went through. */
export type OrderStatusTimes = Partial<Record<string, string>>;

/**
 * Orders. The id comes from the table's own sequence, so concurrent orders never collide; the unique
 * (owner, idempotency key) index makes placing idempotent even when the same request arrives twice at once.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    ownerKey: text("owner_key").notNull(),
    userId: integer("user_id"),
    guestId: bigint("guest_id", { mode: "number" }),
    idempotencyKey: text("idempotency_key"),
    /** A hash of the request that placed the order: a reused key with another request is refused. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    orderStatus: text("order_status").notNull(),
    orderType: text("order_type").notNull(),
    paymentMethod: text("payment_method").notNull(),
    paymentStatus: text("payment_status").notNull(),
    orderAmount: numeric("order_amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    itemsTotal: numeric("items_total", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    couponDiscountAmount: numeric("coupon_discount_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    })
      .notNull()
      .default(0),
    couponCode: text("coupon_code"),
    /** The new customer's first-order discount (`firstOrderDiscount`), taken off before tax. */
    firstOrderDiscount: numeric("first_order_discount", {
      precision: 14,
      scale: 2,
      mode: "number",
    })
      .notNull()
      .default(0),
    storeDiscountAmount: numeric("store_discount_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    })
      .notNull()
      .default(0),
    totalTaxAmount: numeric("total_tax_amount", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    deliveryCharge: numeric("delivery_charge", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    additionalCharge: numeric("additional_charge", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    extraPackagingAmount: numeric("extra_packaging_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    })
      .notNull()
      .default(0),
    /** What the wallet paid of a partial payment (the rest is due by `paymentMethod`). */
    partiallyPaidAmount: numeric("partially_paid_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    })
      .notNull()
      .default(0),
    dmTips: numeric("dm_tips", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    storeId: integer("store_id"),
    moduleId: integer("module_id").notNull(),
    zoneId: integer("zone_id"),
    deliveryManId: integer("delivery_man_id"),
    parcelCategoryId: integer("parcel_category_id"),
    chargePayer: text("charge_payer"),
    /** The delivery vehicle (`get-vehicles`) the parcel's sender chose; its extra charge is in `deliveryCharge`. */
    dmVehicleId: integer("dm_vehicle_id"),
    distance: doublePrecision("distance").notNull().default(0),
    deliveryAddress: jsonb("delivery_address").$type<OrderAddressRow | null>(),
    receiverDetails: jsonb("receiver_details").$type<OrderAddressRow | null>(),
    scheduled: boolean("scheduled").notNull().default(false),
    scheduleAt: text("schedule_at"),
    orderNote: text("order_note"),
    deliveryInstruction: text("delivery_instruction"),
    cutlery: boolean("cutlery").notNull().default(false),
    otp: text("otp").notNull(),
    prescriptionOrder: boolean("prescription_order").notNull().default(false),
    orderAttachment: jsonb("order_attachment").$type<string[]>().notNull().default([]),
    statusTimes: jsonb("status_times").$type<OrderStatusTimes>().notNull(),
    /** The customer's offline payment proof: method, the method's fields and a note. */
    offlinePayment: jsonb("offline_payment").$type<OfflinePaymentRow | null>(),
    cancellationReason: text("cancellation_reason"),
    canceledBy: text("canceled_by"),
    refundRequested: boolean("refund_requested").notNull().default(false),
    reviewReminderDismissed: boolean("review_reminder_dismissed").notNull().default(false),
    /** Moved along by the order-life simulator (demo orders). */
    simulated: boolean("simulated").notNull().default(true),
    detailsCount: integer("details_count").notNull().default(0),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_idempotency_unique").on(table.ownerKey, table.idempotencyKey),
    index("orders_owner_idx").on(table.ownerKey, table.id),
    index("orders_status_idx").on(table.orderStatus),
  ],
);

/** One line of an order: a frozen copy of the item as it was priced. */
export const orderDetails = pgTable(
  "order_details",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    itemId: integer("item_id"),
    itemCampaignId: integer("item_campaign_id"),
    itemDetails: jsonb("item_details").$type<Record<string, unknown>>().notNull(),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    discountOnItem: numeric("discount_on_item", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    taxAmount: numeric("tax_amount", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    totalAddOnPrice: numeric("total_add_on_price", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    variation: jsonb("variation").$type<unknown[]>().notNull(),
    addOns: jsonb("add_ons").$type<unknown[]>().notNull(),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("order_details_order_idx").on(table.orderId)],
);

/** Delivery people: the demo couriers and the ones who registered. */
export const deliveryMen = pgTable(
  "delivery_men",
  {
    id: serial("id").primaryKey(),
    fName: text("f_name").notNull(),
    lName: text("l_name"),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    image: text("image"),
    identityType: text("identity_type"),
    identityNumber: text("identity_number"),
    identityImages: jsonb("identity_images").$type<string[]>().notNull().default([]),
    zoneId: integer("zone_id").notNull(),
    vehicleId: integer("vehicle_id"),
    earning: integer("earning").notNull().default(1),
    serveFor: jsonb("serve_for").$type<string[]>().notNull().default(["delivery"]),
    /** The customer whose referral code the applicant gave (`referral_code`), or null. */
    referredBy: integer("referred_by"),
    /** approved (demo couriers) or pending (self-registered). */
    applicationStatus: text("application_status").notNull().default("pending"),
    avgRating: doublePrecision("avg_rating").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("delivery_men_email_unique").on(table.email),
    uniqueIndex("delivery_men_phone_unique").on(table.phone),
  ],
);
