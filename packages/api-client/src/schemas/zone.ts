/** Zones and the zone lookup by coordinates. */
import * as z from "zod";

import {
  wireAmount,
  wireArray,
  wireFlag,
  wireId,
  wireIdList,
  wireNumber,
  wireString,
} from "./wire";

const text = z.string().nullish();
const amount = wireAmount;

/** The per-zone shipping settings of a module (`modules[].pivot`). */
export const zoneModulePivotSchema = z.looseObject({
  per_km_shipping_charge: amount,
  minimum_shipping_charge: amount,
  maximum_shipping_charge: amount,
  maximum_cod_order_amount: amount,
});
/** Zone-module pivot. */
export type ZoneModulePivot = z.infer<typeof zoneModulePivotSchema>;

/** A zone row; `cash_on_delivery`, `digital_payment`, `offline_payment` are 0/1 or booleans. */
export const zoneSchema = z.looseObject({
  id: wireId,
  name: text,
  display_name: text,
  status: wireFlag.optional(),
  cash_on_delivery: wireFlag.optional(),
  digital_payment: wireFlag.optional(),
  offline_payment: wireFlag.optional(),
  increased_delivery_fee: amount,
  increased_delivery_fee_status: wireFlag.optional(),
  increase_delivery_charge_message: text,
  modules: wireArray(
    z.looseObject({
      id: wireId,
      module_name: text,
      module_type: text,
      pivot: zoneModulePivotSchema.nullish(),
    }),
  ).optional(),
  formated_coordinates: wireArray(z.looseObject({ lat: wireNumber, lng: wireNumber })).optional(),
});
/** A zone. */
export type Zone = z.infer<typeof zoneSchema>;

/** `GET config/get-zone-id`: `zone_id` arrives as a JSON-array string ("[1,2]") and is parsed to numbers. */
export const zoneIdResponseSchema = z.looseObject({
  zone_id: wireIdList,
  zone_data: wireArray(zoneSchema),
});
/** `GET config/get-zone-id` response. */
export type ZoneIdResponse = z.infer<typeof zoneIdResponseSchema>;

/** `GET zone/list`. */
export const zoneListSchema = wireArray(zoneSchema);

/** `GET zone/check`: a JSON boolean. */
export const zoneCheckSchema = wireFlag;

/** A parcel category. */
export const parcelCategorySchema = z.looseObject({
  id: wireId,
  name: wireString,
  description: text,
  image: text,
  image_full_url: text,
  parcel_per_km_shipping_charge: amount,
  parcel_minimum_shipping_charge: amount,
});
/** A parcel category. */
export type ParcelCategory = z.infer<typeof parcelCategorySchema>;

/** A common condition (pharmacy). */
export const conditionSchema = z.looseObject({
  id: wireId,
  name: wireString,
  items_count: amount,
});
/** A common condition. */
export type Condition = z.infer<typeof conditionSchema>;

/** A vehicle category (`GET get-vehicles`). */
export const vehicleSchema = z.looseObject({
  id: wireId,
  name: text,
  type: text,
  description: text,
  image_full_url: text,
  starting_coverage_area: amount,
  maximum_coverage_area: amount,
  extra_charges: amount,
  is_active: wireFlag.optional(),
  /** 1 when it carries deliveries (parcels), as opposed to rides only. */
  is_delivery: wireFlag.optional(),
});
/** A vehicle category. */
export type Vehicle = z.infer<typeof vehicleSchema>;
