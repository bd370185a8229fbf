import {
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
} from "drizzle-orm/pg-core";

import type {
  ChoiceOptionRow,
  FoodVariationRow,
  StoreDiscountRow,
  VariationRow,
} from "./json-types";

export const modules = pgTable("modules", {
  id: serial("id").primaryKey(),
  moduleName: text("module_name").notNull(),
  moduleType: text("module_type").notNull(),
  slug: text("slug").notNull().unique(),
  thumbnail: text("thumbnail").notNull(),
  icon: text("icon").notNull(),
  status: integer("status").notNull().default(1),
  description: text("description").notNull(),
  themeId: integer("theme_id").notNull().default(1),
  allZoneService: integer("all_zone_service").notNull().default(0),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    image: text("image").notNull(),
    parentId: integer("parent_id").notNull().default(0),
    position: integer("position").notNull().default(0),
    status: integer("status").notNull().default(1),
    priority: integer("priority").notNull().default(0),
    moduleId: integer("module_id").notNull(),
    featured: integer("featured").notNull().default(0),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("categories_module_idx").on(table.moduleId, table.parentId)],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull(),
  image: text("image").notNull(),
  moduleId: integer("module_id").notNull(),
  status: integer("status").notNull().default(1),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

export const commonConditions = pgTable("common_conditions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  status: integer("status").notNull().default(1),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

export const stores = pgTable(
  "stores",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    logo: text("logo").notNull(),
    coverPhoto: text("cover_photo").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    address: text("address").notNull(),
    footerText: text("footer_text"),
    minimumOrder: numeric("minimum_order", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    comission: doublePrecision("comission"),
    scheduleOrder: boolean("schedule_order").notNull().default(true),
    status: integer("status").notNull().default(1),
    vendorId: integer("vendor_id").notNull(),
    freeDelivery: boolean("free_delivery").notNull().default(false),
    delivery: boolean("delivery").notNull().default(true),
    takeAway: boolean("take_away").notNull().default(true),
    itemSection: boolean("item_section").notNull().default(true),
    tax: doublePrecision("tax").notNull().default(0),
    zoneId: integer("zone_id").notNull(),
    moduleId: integer("module_id").notNull(),
    reviewsSection: boolean("reviews_section").notNull().default(true),
    active: boolean("active").notNull().default(true),
    offDay: text("off_day").notNull().default(" "),
    selfDeliverySystem: integer("self_delivery_system").notNull().default(0),
    posSystem: boolean("pos_system").notNull().default(false),
    minimumShippingCharge: numeric("minimum_shipping_charge", {
      precision: 14,
      scale: 2,
      mode: "number",
    })
      .notNull()
      .default(0),
    perKmShippingCharge: numeric("per_km_shipping_charge", {
      precision: 14,
      scale: 2,
      mode: "number",
    })
      .notNull()
      .default(0),
    maximumShippingCharge: numeric("maximum_shipping_charge", {
      precision: 14,
      scale: 2,
      mode: "number",
    }),
    deliveryTime: text("delivery_time").notNull(),
    veg: integer("veg").notNull().default(1),
    nonVeg: integer("non_veg").notNull().default(1),
    orderCount: integer("order_count").notNull().default(0),
    totalOrder: integer("total_order").notNull().default(0),
    prescriptionOrder: boolean("prescription_order").notNull().default(false),
    cutlery: boolean("cutlery").notNull().default(false),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    announcement: integer("announcement").notNull().default(0),
    announcementMessage: text("announcement_message"),
    featured: integer("featured").notNull().default(0),
    halalTagStatus: integer("halal_tag_status").notNull().default(0),
    extraPackagingStatus: boolean("extra_packaging_status").notNull().default(false),
    extraPackagingAmount: numeric("extra_packaging_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    })
      .notNull()
      .default(0),
    storeBusinessModel: text("store_business_model").notNull().default("commission"),
    avgRating: doublePrecision("avg_rating").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    positiveRating: doublePrecision("positive_rating").notNull().default(0),
    /** Counts of 5,4,3,2,1-star reviews, in that order. */
    ratings: jsonb("ratings").$type<number[]>().notNull(),
    discount: jsonb("discount").$type<StoreDiscountRow | null>(),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("stores_module_zone_idx").on(table.moduleId, table.zoneId)],
);

export const storeSchedules = pgTable(
  "store_schedules",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id").notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    day: integer("day").notNull(),
    openingTime: text("opening_time").notNull(),
    closingTime: text("closing_time").notNull(),
  },
  (table) => [index("store_schedules_store_idx").on(table.storeId)],
);

export const addOns = pgTable("add_ons", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
  storeId: integer("store_id").notNull(),
  status: integer("status").notNull().default(1),
  stockType: text("stock_type").notNull().default("unlimited"),
  addonStock: integer("addon_stock").notNull().default(0),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

export const items = pgTable(
  "items",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    images: jsonb("images").$type<string[]>().notNull(),
    categoryId: integer("category_id").notNull(),
    /** The category path from the top-level category down: [{ id: "12", position: 1 }, …]. */
    categoryIds: jsonb("category_ids").$type<{ id: string; position: number }[]>().notNull(),
    variations: jsonb("variations").$type<VariationRow[]>().notNull(),
    foodVariations: jsonb("food_variations").$type<FoodVariationRow[]>().notNull(),
    addOns: jsonb("add_ons").$type<number[]>().notNull(),
    attributes: jsonb("attributes").$type<number[]>().notNull(),
    choiceOptions: jsonb("choice_options").$type<ChoiceOptionRow[]>().notNull(),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
    tax: doublePrecision("tax").notNull().default(0),
    taxType: text("tax_type").notNull().default("percent"),
    discount: numeric("discount", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    discountType: text("discount_type").notNull().default("percent"),
    availableTimeStarts: text("available_time_starts").notNull().default("00:00:00"),
    availableTimeEnds: text("available_time_ends").notNull().default("23:59:59"),
    veg: integer("veg").notNull().default(0),
    status: integer("status").notNull().default(1),
    storeId: integer("store_id").notNull(),
    moduleId: integer("module_id").notNull(),
    unit: text("unit"),
    stock: integer("stock").notNull().default(0),
    maximumCartQuantity: integer("maximum_cart_quantity"),
    organic: integer("organic").notNull().default(0),
    isHalal: integer("is_halal").notNull().default(0),
    recommended: integer("recommended").notNull().default(0),
    brandId: integer("brand_id"),
    commonConditionId: integer("common_condition_id"),
    isPrescriptionRequired: integer("is_prescription_required").notNull().default(0),
    genericName: jsonb("generic_name").$type<string[]>().notNull(),
    nutritions: jsonb("nutritions").$type<string[]>().notNull(),
    allergies: jsonb("allergies").$type<string[]>().notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    avgRating: doublePrecision("avg_rating").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    /** Counts of 5,4,3,2,1-star reviews, in that order. */
    ratings: jsonb("rating").$type<number[]>().notNull(),
    orderCount: integer("order_count").notNull().default(0),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    index("items_module_store_idx").on(table.moduleId, table.storeId),
    index("items_category_idx").on(table.categoryId),
  ],
);

/** Item campaigns are their own rows (cart lines reference them with model "ItemCampaign"). */
export const itemCampaigns = pgTable("item_campaigns", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  categoryId: integer("category_id").notNull(),
  categoryIds: jsonb("category_ids").$type<{ id: string; position: number }[]>().notNull(),
  variations: jsonb("variations").$type<VariationRow[]>().notNull(),
  foodVariations: jsonb("food_variations").$type<FoodVariationRow[]>().notNull(),
  addOns: jsonb("add_ons").$type<number[]>().notNull(),
  attributes: jsonb("attributes").$type<number[]>().notNull(),
  choiceOptions: jsonb("choice_options").$type<ChoiceOptionRow[]>().notNull(),
  price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
  tax: doublePrecision("tax").notNull().default(0),
  taxType: text("tax_type").notNull().default("percent"),
  discount: numeric("discount", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
  discountType: text("discount_type").notNull().default("percent"),
  startDate: text("start_date").notNull(),
  endDate: text("end_date").notNull(),
  startTime: text("start_time").notNull(),
  endTime: text("end_time").notNull(),
  veg: integer("veg").notNull().default(0),
  status: integer("status").notNull().default(1),
  storeId: integer("store_id").notNull(),
  moduleId: integer("module_id").notNull(),
  stock: integer("stock").notNull().default(0),
  maximumCartQuantity: integer("maximum_cart_quantity"),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

/** Reviews left on items (seeded for the demo; issue 7 adds submission). */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id").notNull(),
    storeId: integer("store_id").notNull(),
    userId: integer("user_id"),
    orderId: integer("order_id"),
    customerName: text("customer_name").notNull(),
    comment: text("comment"),
    attachment: jsonb("attachment").$type<string[]>().notNull(),
    rating: integer("rating").notNull(),
    reply: text("reply"),
    status: integer("status").notNull().default(1),
    moduleId: integer("module_id").notNull(),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    index("reviews_item_idx").on(table.itemId),
    index("reviews_store_idx").on(table.storeId),
  ],
);
