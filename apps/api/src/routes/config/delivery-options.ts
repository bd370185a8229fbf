import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { translated } from "../../catalog/translate";
import { fileUrl } from "../../catalog/view";
import { parcelCategories, tipAmounts, vehicles } from "../../db/schema";
import { moduleCheck } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { moduleIdOf, viewOf } from "../helpers";

/**
 * Vehicles and their extra charge, the most frequent tip and parcel categories (their name and
 * description in the request's language).
 */
export function deliveryOptionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/get-vehicles", async (c) => {
    const view = await viewOf(c);
    const rows = await c.get("deps").db.select().from(vehicles).orderBy(vehicles.id);
    return c.json(
      rows
        .filter((row) => row.isActive === 1)
        .map((row) => ({
          id: row.id,
          name: row.name,
          description: row.description,
          image: row.image,
          image_full_url: fileUrl(view, "vehicle", row.image),
          type: row.type,
          is_active: row.isActive,
          starting_coverage_area: row.startingCoverageArea,
          maximum_coverage_area: row.maximumCoverageArea,
          extra_charges: row.extraCharges,
          is_delivery: row.isDelivery,
          is_ride: row.isRide,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        })),
    );
  });

  app.get("/vehicle/extra_charge", async (c) => {
    const { distance } = parseQuery(
      c,
      z.object({ distance: z.coerce.number().min(0).max(100_000) }),
    );
    const rows = await c
      .get("deps")
      .db.select()
      .from(vehicles)
      .orderBy(vehicles.startingCoverageArea);
    const match = rows.find(
      (row) =>
        row.isActive === 1 &&
        row.startingCoverageArea <= distance &&
        distance <= row.maximumCoverageArea,
    );
    return c.json(match?.extraCharges ?? 0);
  });

  app.get("/most-tips", async (c) => {
    const [row] = await c
      .get("deps")
      .db.select()
      .from(tipAmounts)
      .orderBy(desc(tipAmounts.count))
      .limit(1);
    return c.json({ most_tips_amount: row?.amount ?? null });
  });

  app.get("/parcel-category", moduleCheck(), async (c) => {
    const view = await viewOf(c);
    const moduleId = moduleIdOf(c);
    const rows = await c
      .get("deps")
      .db.select()
      .from(parcelCategories)
      .orderBy(parcelCategories.id);
    return c.json(
      rows
        .filter((row) => row.status === 1 && row.moduleId === moduleId)
        .map((row) => ({
          id: row.id,
          name: translated(view, "parcelCategory", row.id, "name", row.name),
          description: translated(view, "parcelCategory", row.id, "description", row.description),
          image: row.image,
          image_full_url: fileUrl(view, "parcel_category", row.image),
          module_id: row.moduleId,
          status: row.status,
          orders_count: row.ordersCount,
          parcel_per_km_shipping_charge: row.parcelPerKmShippingCharge,
          parcel_minimum_shipping_charge: row.parcelMinimumShippingCharge,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        })),
    );
  });

  return app;
}
