import {
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Basic campaigns: a date window that stores join (campaign_stores). */
export const campaigns = pgTable("campaigns", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  startDate: text("start_date").notNull(),
  endDate: text("end_date").notNull(),
  startTime: text("start_time").notNull(),
  endTime: text("end_time").notNull(),
  status: integer("status").notNull().default(1),
  moduleId: integer("module_id").notNull(),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

export const campaignStores = pgTable("campaign_stores", {
  id: serial("id").primaryKey(),
  campaignId: integer("campaign_id").notNull(),
  storeId: integer("store_id").notNull(),
  campaignStatus: text("campaign_status").notNull().default("confirmed"),
});

export const flashSales = pgTable("flash_sales", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  moduleId: integer("module_id").notNull(),
  zoneId: integer("zone_id"),
  isPublish: integer("is_publish").notNull().default(1),
  adminDiscountPercentage: doublePrecision("admin_discount_percentage").notNull().default(0),
  vendorDiscountPercentage: doublePrecision("vendor_discount_percentage").notNull().default(0),
  startDate: text("start_date").notNull(),
  endDate: text("end_date").notNull(),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

export const flashSaleItems = pgTable("flash_sale_items", {
  id: serial("id").primaryKey(),
  flashSaleId: integer("flash_sale_id").notNull(),
  itemId: integer("item_id").notNull(),
  stock: integer("stock").notNull(),
  sold: integer("sold").notNull().default(0),
  availableStock: integer("available_stock").notNull(),
  discountType: text("discount_type").notNull().default("percent"),
  discount: numeric("discount", { precision: 14, scale: 2, mode: "number" }).notNull(),
  discountAmount: numeric("discount_amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
  price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull(),
  status: integer("status").notNull().default(1),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

/** Home banners: type store_wise | item_wise | default (link) | zone_wise. */
export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  type: text("type").notNull(),
  image: text("image").notNull(),
  status: integer("status").notNull().default(1),
  data: integer("data"),
  zoneId: integer("zone_id").notNull(),
  moduleId: integer("module_id").notNull(),
  featured: integer("featured").notNull().default(0),
  defaultLink: text("default_link"),
  createdBy: text("created_by").notNull().default("admin"),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

export const coupons = pgTable("coupons", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  code: text("code").notNull().unique(),
  startDate: text("start_date").notNull(),
  expireDate: text("expire_date").notNull(),
  minPurchase: numeric("min_purchase", { precision: 14, scale: 2, mode: "number" })
    .notNull()
    .default(0),
  maxDiscount: numeric("max_discount", { precision: 14, scale: 2, mode: "number" })
    .notNull()
    .default(0),
  discount: numeric("discount", { precision: 14, scale: 2, mode: "number" }).notNull(),
  discountType: text("discount_type").notNull(),
  /** free_delivery | zone_wise | store_wise | default | first_order | new_customer */
  couponType: text("coupon_type").notNull(),
  limit: integer("limit"),
  status: integer("status").notNull().default(1),
  /** store id for store_wise, a JSON array of zone ids for zone_wise, else null. */
  data: text("data"),
  totalUses: integer("total_uses").notNull().default(0),
  moduleId: integer("module_id").notNull(),
  createdBy: text("created_by").notNull().default("admin"),
  customerId: jsonb("customer_id").$type<string[]>().notNull(),
  slug: text("slug"),
  storeId: integer("store_id"),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

export const cashbacks = pgTable("cash_backs", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  customerId: jsonb("customer_id").$type<string[]>().notNull(),
  cashbackType: text("cashback_type").notNull(),
  sameUserLimit: integer("same_user_limit").notNull().default(1),
  totalUsed: integer("total_used").notNull().default(0),
  cashbackAmount: numeric("cashback_amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
  minPurchase: numeric("min_purchase", { precision: 14, scale: 2, mode: "number" }).notNull(),
  maxDiscount: numeric("max_discount", { precision: 14, scale: 2, mode: "number" }).notNull(),
  startDate: text("start_date").notNull(),
  endDate: text("end_date").notNull(),
  status: integer("status").notNull().default(1),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

/** Advertisements: add_type video_promotion | store_promotion. */
export const advertisements = pgTable("advertisements", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  addType: text("add_type").notNull(),
  storeId: integer("store_id").notNull(),
  moduleId: integer("module_id").notNull(),
  zoneId: integer("zone_id").notNull(),
  priority: integer("priority").notNull(),
  startDate: text("start_date").notNull(),
  endDate: text("end_date").notNull(),
  status: text("status").notNull().default("approved"),
  isRatingActive: integer("is_rating_active").notNull().default(1),
  isReviewActive: integer("is_review_active").notNull().default(1),
  profileImage: text("profile_image"),
  coverImage: text("cover_image"),
  videoAttachment: text("video_attachment"),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});
