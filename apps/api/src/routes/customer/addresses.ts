import { and, count, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import { addressBodySchema } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import { addresses } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { requireCustomer } from "../../lib/middleware";
import { idParam, parseBody, parseQuery } from "../../lib/validate";
import { zonesAt } from "../config/zones";
import { limitParam, nowOf, offsetParam, paged, referenceOf } from "../helpers";
import { customerOf } from "./profile";

type AddressRow = typeof addresses.$inferSelect;

export function formatAddress(row: AddressRow) {
  return {
    id: row.id,
    user_id: row.userId,
    contact_person_name: row.contactPersonName,
    contact_person_number: row.contactPersonNumber,
    contact_person_email: row.contactPersonEmail,
    address_type: row.addressType,
    address_label: row.addressLabel,
    address: row.address,
    additional_information: row.additionalInformation,
    floor: row.floor,
    road: row.road,
    house: row.house,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    zone_id: row.zoneId,
    zone_ids: row.zoneIds,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

const listQuery = z.object({ limit: limitParam(10), offset: offsetParam });
const deleteQuery = z.object({ address_id: z.string().max(12) });
const notFound = () => new ApiError(404, { message: "Address not found." }, "address not found");

const bounded = addressBodySchema.refine(
  (body) =>
    Math.abs(body.latitude) <= 90 &&
    Math.abs(body.longitude) <= 180 &&
    ["home", "office", "other"].includes(body.address_type) &&
    body.address.length <= 500 &&
    (body.address_label ?? "").length <= 100 &&
    body.contact_person_name.length <= 100 &&
    body.contact_person_number.length <= 30,
  { path: ["address"], message: "invalid" },
);

/** The label name is kept for "other" addresses only (home and office are named by their type). */
function labelOf(body: {
  address_type: string;
  address_label?: string | undefined;
}): string | null {
  const label = body.address_label?.trim() ?? "";
  return body.address_type === "other" && label !== "" ? label : null;
}

/** `customer/address/*`: the signed-in customer's own addresses only. */
export function addressRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/customer/address/*", requireCustomer);

  api.get("/customer/address/list", async (c) => {
    const query = parseQuery(c, listQuery);
    const { db } = c.get("deps");
    const userId = customerOf(c);
    const zones = c.get("ctx").zoneIds;
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.id));
    const visible = zones
      ? rows.filter((row) => row.zoneIds.some((zone) => zones.includes(zone)))
      : rows;
    const start = (query.offset - 1) * query.limit;
    return c.json(
      paged(
        "addresses",
        visible.length,
        query.limit,
        query.offset,
        visible.slice(start, start + query.limit).map(formatAddress),
      ),
    );
  });

  api.post("/customer/address/add", async (c) => {
    const body = await parseBody(c, bounded);
    const zones = zonesAt(await referenceOf(c), body.latitude, body.longitude).map(
      (zone) => zone.id,
    );
    const first = zones[0];
    if (first === undefined)
      throw new ApiError(403, errorBody("coordinates", "Service not available in this area"));
    const { db } = c.get("deps");
    const userId = customerOf(c);
    const [total] = await db
      .select({ value: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if ((total?.value ?? 0) >= 50)
      throw ApiError.of(403, "address", "You can save at most 50 addresses.");
    await db.insert(addresses).values({
      userId,
      contactPersonName: body.contact_person_name,
      contactPersonNumber: body.contact_person_number,
      contactPersonEmail: body.contact_person_email ?? null,
      addressType: body.address_type,
      addressLabel: labelOf(body),
      address: body.address,
      additionalInformation: body.additional_information ?? null,
      floor: body.floor ?? null,
      road: body.road ?? null,
      house: body.house ?? null,
      latitude: body.latitude,
      longitude: body.longitude,
      zoneId: first,
      zoneIds: zones,
    });
    return c.json({ message: "Successfully added!", zone_ids: zones });
  });

  api.put("/customer/address/update/:id", async (c) => {
    const id = idParam(c.req.param("id"), "address", "Address not found.");
    const body = await parseBody(c, bounded);
    const zones = zonesAt(await referenceOf(c), body.latitude, body.longitude).map(
      (zone) => zone.id,
    );
    const first = zones[0];
    if (first === undefined)
      throw new ApiError(403, errorBody("coordinates", "Service not available in this area"));
    const updated = await c
      .get("deps")
      .db.update(addresses)
      .set({
        contactPersonName: body.contact_person_name,
        contactPersonNumber: body.contact_person_number,
        contactPersonEmail: body.contact_person_email ?? null,
        addressType: body.address_type,
        addressLabel: labelOf(body),
        address: body.address,
        additionalInformation: body.additional_information ?? null,
        floor: body.floor ?? null,
        road: body.road ?? null,
        house: body.house ?? null,
        latitude: body.latitude,
        longitude: body.longitude,
        zoneId: first,
        zoneIds: zones,
        updatedAt: nowOf(c).toISOString(),
      })
      .where(and(eq(addresses.id, id), eq(addresses.userId, customerOf(c))))
      .returning({ id: addresses.id });
    if (updated.length === 0) throw notFound();
    return c.json({ message: "Successfully updated!", zone_id: first });
  });

  api.delete("/customer/address/delete", async (c) => {
    const query = parseQuery(c, deleteQuery);
    const id = /^\d{1,9}$/.test(query.address_id) ? Number(query.address_id) : 0;
    const removed = await c
      .get("deps")
      .db.delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, customerOf(c))))
      .returning({ id: addresses.id });
    if (removed.length === 0) throw notFound();
    return c.json({ message: "Successfully removed!" });
  });

  return api;
}
