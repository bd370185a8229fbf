import { sql } from "drizzle-orm";
import {
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

/** A customer's saved addresses. */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    contactPersonName: text("contact_person_name").notNull(),
    contactPersonNumber: text("contact_person_number").notNull(),
    contactPersonEmail: text("contact_person_email"),
    addressType: text("address_type").notNull(),
    /** The customer's own name for an "other" address (null for home and office). */
    addressLabel: text("address_label"),
    address: text("address").notNull(),
    additionalInformation: text("additional_information"),
    floor: text("floor"),
    road: text("road"),
    house: text("house"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    zoneId: integer("zone_id").notNull(),
    zoneIds: jsonb("zone_ids").$type<number[]>().notNull(),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("addresses_user_idx").on(table.userId)],
);

/** Wishlist entries: an item or a store per row. */
export const wishlists = pgTable(
  "wishlists",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    itemId: integer("item_id"),
    storeId: integer("store_id"),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("wishlists_item_unique").on(table.userId, table.itemId),
    uniqueIndex("wishlists_store_unique").on(table.userId, table.storeId),
  ],
);

/** Delivery-person reviews (one per order). Item reviews go to the catalogue's `reviews` table. */
export const deliveryManReviews = pgTable(
  "delivery_man_reviews",
  {
    id: serial("id").primaryKey(),
    deliveryManId: integer("delivery_man_id").notNull(),
    userId: integer("user_id").notNull(),
    orderId: integer("order_id").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    attachment: jsonb("attachment").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("dm_reviews_order_unique").on(table.orderId, table.deliveryManId)],
);

/** Wallet and loyalty-point ledger rows (`kind` = wallet | loyalty). */
export const walletTransactions = pgTable(
  "wallet_transactions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    kind: text("kind").notNull(),
    transactionId: text("transaction_id").notNull(),
    transactionType: text("transaction_type").notNull(),
    reference: text("reference"),
    credit: numeric("credit", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    debit: numeric("debit", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    balance: numeric("balance", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    adminBonus: numeric("admin_bonus", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    index("wallet_transactions_user_idx").on(table.userId, table.kind),
    /** An order's loyalty points and a referral's earning are paid once (see orders/rewards.ts). */
    uniqueIndex("wallet_transactions_reward_unique")
      .on(table.kind, table.transactionId)
      .where(sql`${table.transactionType} in ('order_place', 'referrer')`),
  ],
);

/**
 * Wallet top-ups registered by `customer/wallet/add-fund` and waiting for the demo gateway's answer
 * (the production backend's payment-requests table). In the database, not in one process's memory, so
 * the gateway's Pay click may reach any API instance; answered once (deleted when taken).
 */
export const walletFundRequests = pgTable(
  "wallet_fund_requests",
  {
    id: text("id").primaryKey(),
    /** Registration order (several may share one clock instant). */
    seq: serial("seq").notNull(),
    userId: integer("user_id").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    bonus: numeric("bonus", { precision: 14, scale: 2, mode: "number" }).notNull(),
    credit: numeric("credit", { precision: 14, scale: 2, mode: "number" }).notNull(),
    amountText: text("amount_text").notNull(),
    bonusText: text("bonus_text").notNull(),
    paymentMethod: text("payment_method").notNull(),
    callback: text("callback"),
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { mode: "date", withTimezone: true }).notNull(),
  },
  (table) => [index("wallet_fund_requests_user_idx").on(table.userId, table.seq)],
);

/** Conversations between a customer and a store or a delivery person. */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    /** vendor | delivery_man | admin */
    receiverType: text("receiver_type").notNull(),
    receiverId: integer("receiver_id").notNull(),
    lastMessageId: integer("last_message_id"),
    lastMessageTime: text("last_message_time"),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("conversations_pair_unique").on(table.userId, table.receiverType, table.receiverId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id").notNull(),
    /** customer | vendor | delivery_man | admin */
    senderType: text("sender_type").notNull(),
    senderId: integer("sender_id").notNull(),
    message: text("message"),
    files: jsonb("files").$type<string[]>().notNull(),
    orderId: integer("order_id"),
    isSeen: integer("is_seen").notNull().default(0),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("messages_conversation_idx").on(table.conversationId)],
);

export const newsletters = pgTable(
  "newsletters",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("newsletters_email_unique").on(table.email)],
);

/** Vendors who registered a store (the store itself waits for approval). */
export const vendorApplications = pgTable(
  "vendor_applications",
  {
    id: serial("id").primaryKey(),
    fName: text("f_name").notNull(),
    lName: text("l_name"),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    storeName: text("store_name").notNull(),
    storeAddress: text("store_address").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    zoneId: integer("zone_id").notNull(),
    moduleId: integer("module_id").notNull(),
    tax: doublePrecision("tax").notNull(),
    deliveryTime: text("delivery_time").notNull(),
    logo: text("logo").notNull(),
    coverPhoto: text("cover_photo"),
    businessPlan: text("business_plan").notNull().default("commission"),
    /** The subscription package chosen with business_plan subscription (none for commission). */
    packageId: integer("package_id"),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vendor_applications_email_unique").on(table.email),
    uniqueIndex("vendor_applications_phone_unique").on(table.phone),
  ],
);

/**
 * Vendor subscription packages (the real backend's `subscription_packages`): offered at registration with
 * the business plan "subscription" (`GET vendor/package-view` answers the active ones). A null limit is
 * unlimited; the features are 0/1 like the backend's.
 */
export const subscriptionPackages = pgTable("subscription_packages", {
  id: serial("id").primaryKey(),
  packageName: text("package_name").notNull(),
  price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull(),
  /** Days the subscription runs. */
  validity: integer("validity").notNull(),
  maxOrder: integer("max_order"),
  maxProduct: integer("max_product"),
  pos: integer("pos").notNull().default(0),
  mobileApp: integer("mobile_app").notNull().default(0),
  chat: integer("chat").notNull().default(0),
  review: integer("review").notNull().default(0),
  selfDelivery: integer("self_delivery").notNull().default(0),
  status: integer("status").notNull().default(1),
  isDefault: integer("default").notNull().default(0),
  colour: text("colour"),
  text: text("text"),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
});
