import {
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Business settings (the `config` route and the landing pages read them): key → `{ value }`. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

/**
 * Per-module content: promotional banner keys (`other-banners`), video content, why-choose
 * entries and parcel banners, each a JSON value under (module, key).
 */
export const moduleContents = pgTable(
  "module_contents",
  {
    moduleId: integer("module_id").notNull(),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.moduleId, table.key] })],
);

export const parcelCategories = pgTable("parcel_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  moduleId: integer("module_id").notNull(),
  status: integer("status").notNull().default(1),
  parcelPerKmShippingCharge: numeric("parcel_per_km_shipping_charge", {
    precision: 14,
    scale: 2,
    mode: "number",
  }),
  parcelMinimumShippingCharge: numeric("parcel_minimum_shipping_charge", {
    precision: 14,
    scale: 2,
    mode: "number",
  }),
  ordersCount: integer("orders_count").notNull().default(0),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

/** Rider vehicle categories (`get-vehicles`) with their distance-based extra charges. */
export const vehicles = pgTable("vehicles", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  type: text("type").notNull(),
  isActive: integer("is_active").notNull().default(1),
  startingCoverageArea: doublePrecision("starting_coverage_area").notNull(),
  maximumCoverageArea: doublePrecision("maximum_coverage_area").notNull(),
  extraCharges: numeric("extra_charges", { precision: 14, scale: 2, mode: "number" }).notNull(),
  isDelivery: integer("is_delivery").notNull().default(1),
  isRide: integer("is_ride").notNull().default(0),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

/** Delivery-man tips given on orders (`most-tips` answers the most frequent amount). */
export const tipAmounts = pgTable("tip_amounts", {
  id: serial("id").primaryKey(),
  amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
  count: integer("count").notNull(),
});

export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  designation: text("designation").notNull(),
  review: text("review").notNull(),
  reviewerImage: text("reviewer_image").notNull(),
  companyImage: text("company_image"),
  status: integer("status").notNull().default(1),
  extra: jsonb("extra"),
});
