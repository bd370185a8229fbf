import {
  boolean,
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

/** A delivery zone: a polygon of [lng, lat] points around part of the demo city. */
export const zones = pgTable("zones", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  displayName: text("display_name").notNull(),
  /** Closed ring of [lng, lat] positions (GeoJSON order). */
  coordinates: jsonb("coordinates").$type<[number, number][]>().notNull(),
  status: integer("status").notNull().default(1),
  cashOnDelivery: boolean("cash_on_delivery").notNull().default(true),
  digitalPayment: boolean("digital_payment").notNull().default(true),
  offlinePayment: boolean("offline_payment").notNull().default(false),
  increasedDeliveryFee: doublePrecision("increased_delivery_fee").notNull().default(0),
  increasedDeliveryFeeStatus: integer("increased_delivery_fee_status").notNull().default(0),
  increaseDeliveryChargeMessage: text("increase_delivery_charge_message"),
  createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
});

/** Which module serves which zone, with the zone's shipping rules for that module. */
export const moduleZones = pgTable(
  "module_zones",
  {
    moduleId: integer("module_id").notNull(),
    zoneId: integer("zone_id").notNull(),
    perKmShippingCharge: numeric("per_km_shipping_charge", {
      precision: 14,
      scale: 2,
      mode: "number",
    }).notNull(),
    minimumShippingCharge: numeric("minimum_shipping_charge", {
      precision: 14,
      scale: 2,
      mode: "number",
    }).notNull(),
    maximumShippingCharge: numeric("maximum_shipping_charge", {
      precision: 14,
      scale: 2,
      mode: "number",
    }),
    maximumCodOrderAmount: numeric("maximum_cod_order_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    }),
    deliveryChargeType: text("delivery_charge_type").notNull().default("distance"),
    fixedShippingCharge: numeric("fixed_shipping_charge", {
      precision: 14,
      scale: 2,
      mode: "number",
    }),
  },
  (table) => [primaryKey({ columns: [table.moduleId, table.zoneId] })],
);

/** The gazetteer of the demo city: streets and places for autocomplete, details and reverse geocoding. */
export const places = pgTable("places", {
  id: serial("id").primaryKey(),
  placeId: text("place_id").notNull().unique(),
  name: text("name").notNull(),
  kind: text("kind").notNull(),
  street: text("street"),
  district: text("district").notNull(),
  formattedAddress: text("formatted_address").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});
