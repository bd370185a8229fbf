import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import { point, polygon } from "@turf/helpers";

import type { Reference, ZoneRow } from "../../catalog/reference";
import type { View } from "../../catalog/view";
import { translated } from "../../catalog/translate";
import { fileUrl } from "../../catalog/view";

/** Shoelace area of a [lng, lat] ring (square degrees; only used to order zones smallest first). */
function ringArea(ring: [number, number][]): number {
  let sum = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    const [x2 = 0, y2 = 0] = ring[index + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

/** Active zones containing the point, smallest first. */
export function zonesAt(ref: Reference, lat: number, lng: number): ZoneRow[] {
  const here = point([lng, lat]);
  return ref.zones
    .filter((zone) => zone.status === 1 && booleanPointInPolygon(here, polygon([zone.coordinates])))
    .sort((a, b) => ringArea(a.coordinates) - ringArea(b.coordinates));
}

/** A zone row with its modules and their per-zone shipping rules (`pivot`). */
export function formatZone(
  zone: ZoneRow,
  view: View,
  options: { coordinates?: boolean } = {},
): Record<string, unknown> {
  const modules = view.ref.moduleZones
    .filter((row) => row.zoneId === zone.id)
    .flatMap((row) => {
      const module = view.ref.modules.get(row.moduleId);
      if (!module) return [];
      return [
        {
          id: module.id,
          module_name: translated(view, "module", module.id, "module_name", module.moduleName),
          module_type: module.moduleType,
          thumbnail: module.thumbnail,
          icon: module.icon,
          icon_full_url: fileUrl(view, "module", module.icon),
          thumbnail_full_url: fileUrl(view, "module", module.thumbnail),
          status: String(module.status),
          pivot: {
            zone_id: zone.id,
            module_id: module.id,
            per_km_shipping_charge: row.perKmShippingCharge,
            minimum_shipping_charge: row.minimumShippingCharge,
            maximum_shipping_charge: row.maximumShippingCharge,
            maximum_cod_order_amount: row.maximumCodOrderAmount,
            delivery_charge_type: row.deliveryChargeType,
            fixed_shipping_charge: row.fixedShippingCharge,
          },
        },
      ];
    });
  return {
    id: zone.id,
    name: zone.name,
    display_name: zone.displayName,
    status: zone.status,
    cash_on_delivery: zone.cashOnDelivery,
    digital_payment: zone.digitalPayment,
    offline_payment: zone.offlinePayment,
    increased_delivery_fee: zone.increasedDeliveryFee,
    increased_delivery_fee_status: zone.increasedDeliveryFeeStatus,
    increase_delivery_charge_message: zone.increaseDeliveryChargeMessage,
    created_at: zone.createdAt,
    updated_at: zone.updatedAt,
    modules,
    ...(options.coordinates
      ? { formated_coordinates: zone.coordinates.map(([lng, lat]) => ({ lat, lng })) }
      : {}),
  };
}
