import { and, asc, eq } from "drizzle-orm";

import type { Db } from "../../db/client";
import { subscriptionPackages } from "../../db/schema";

type PackageRow = typeof subscriptionPackages.$inferSelect;

/**
 * A package as the real backend's `SubscriptionPackage` answers it (api-paths §1 names the route only):
 * limits as text, `"unlimited"` when there is none; features, status and default as 0/1.
 */
export function packageView(row: PackageRow) {
  return {
    id: row.id,
    package_name: row.packageName,
    price: row.price,
    validity: row.validity,
    max_order: row.maxOrder === null ? "unlimited" : String(row.maxOrder),
    max_product: row.maxProduct === null ? "unlimited" : String(row.maxProduct),
    pos: row.pos,
    mobile_app: row.mobileApp,
    chat: row.chat,
    review: row.review,
    self_delivery: row.selfDelivery,
    status: row.status,
    default: row.isDefault,
    colour: row.colour,
    text: row.text,
    created_at: row.createdAt,
  };
}

/** The active packages, cheapest first. */
export async function activePackages(db: Db): Promise<PackageRow[]> {
  return await db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.status, 1))
    .orderBy(asc(subscriptionPackages.price), asc(subscriptionPackages.id));
}

/** Whether `id` is an active package (a vendor may subscribe to it). */
export async function isActivePackage(db: Db, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
  const [row] = await db
    .select({ id: subscriptionPackages.id })
    .from(subscriptionPackages)
    .where(and(eq(subscriptionPackages.id, id), eq(subscriptionPackages.status, 1)));
  return row !== undefined;
}
