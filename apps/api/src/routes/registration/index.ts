import type { Context } from "hono";
import type { ZodError } from "zod";
import { eq } from "drizzle-orm";
import { Hono } from "hono";

import { deliveryManRegisterBodySchema, vendorRegisterBodySchema } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import { hashPassword } from "../../accounts/passwords";
import { findReferrer, normalizeEmail, normalizePhone } from "../../accounts/users";
import { deliveryMen, vehicles, vendorApplications } from "../../db/schema";
import { ApiError, errorBody, validationError } from "../../lib/errors";
import { isUniqueViolation } from "../../orders/db-errors";
import { zonesAt } from "../config/zones";
import { filesOf, saveUpload } from "../customer/uploads";
import { referenceOf } from "../helpers";
import { activePackages, isActivePackage, packageView } from "./packages";

async function formOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("form")) throw ApiError.of(403, "body", "The request must be multipart.");
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw ApiError.of(403, "body", "The request body is not valid.");
  }
}

/** Form fields are strings: JSON-looking ones (translations, serve_for) are decoded, numbers stay text. */
function textFields(form: Record<string, unknown>, json: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (typeof value !== "string") continue;
    if (json.includes(key)) {
      try {
        fields[key] = JSON.parse(value) as unknown;
      } catch {
        fields[key] = value;
      }
    } else fields[key] = value;
  }
  return fields;
}

const taken = (field: string) => ApiError.of(403, field, `The ${field} has already been taken.`);

/** Texts of the shared schemas' checks that say more than "The x field is invalid.". */
const WORDED: Record<string, string> = {
  password: "The password must contain upper and lower case letters, a number and a symbol.",
  maximum_delivery_time: "The delivery times are invalid.",
};

/** The 403 of a refused registration body (the SDK's schemas, shared with the storefront's forms). */
const refused = (error: ZodError) => validationError(error, WORDED);

/** `auth/vendor/register` and `auth/delivery-man/store`: applications that wait for approval. */
export function registrationRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  /** The active subscription packages a vendor may register with (`{ packages }`, public). */
  api.get("/vendor/package-view", async (c) => {
    const rows = await activePackages(c.get("deps").db);
    return c.json({ packages: rows.map(packageView) });
  });

  api.post("/auth/vendor/register", async (c) => {
    const form = await formOf(c);
    const parsed = vendorRegisterBodySchema.safeParse(textFields(form, ["translations"]));
    if (!parsed.success) throw refused(parsed.error);
    const body = parsed.data;
    const ref = await referenceOf(c);
    if (!ref.zones.some((zone) => zone.id === body.zone_id))
      throw ApiError.of(403, "zone_id", "The selected zone id is invalid.");
    if (
      !ref.moduleZones.some((row) => row.zoneId === body.zone_id && row.moduleId === body.module_id)
    )
      throw ApiError.of(403, "module_id", "The selected module id is invalid.");
    if (!zonesAt(ref, body.latitude, body.longitude).some((zone) => zone.id === body.zone_id))
      throw new ApiError(
        403,
        errorBody("coordinates", "Coordinates are out of the selected zone."),
      );
    if (body.business_plan === "subscription" && body.package_id === undefined)
      throw ApiError.of(403, "package_id", "The package id field is required.");
    if (
      body.business_plan === "subscription" &&
      body.package_id !== undefined &&
      !(await isActivePackage(c.get("deps").db, body.package_id))
    )
      throw ApiError.of(403, "package_id", "The selected package id is invalid.");
    const storeName = body.translations[0]?.value.trim() ?? "";
    const storeAddress = body.translations[1]?.value.trim() ?? "";
    if (storeName === "" || storeName.length > 100)
      throw ApiError.of(403, "translations", "The store name is required.");
    if (storeAddress === "" || storeAddress.length > 500)
      throw ApiError.of(403, "translations", "The store address is required.");
    if (form.logo === undefined) throw ApiError.of(403, "logo", "The logo field is required.");
    const logo = await saveUpload(form.logo, "vendor", "logo");
    const cover = await saveUpload(form.cover_photo, "vendor", "cover_photo");
    if (!logo) throw ApiError.of(403, "logo", "The logo field is required.");
    try {
      const [row] = await c
        .get("deps")
        .db.insert(vendorApplications)
        .values({
          fName: body.f_name,
          lName: body.l_name ?? null,
          email: normalizeEmail(body.email),
          phone: normalizePhone(body.phone),
          passwordHash: await hashPassword(body.password),
          storeName,
          storeAddress,
          latitude: body.latitude,
          longitude: body.longitude,
          zoneId: body.zone_id,
          moduleId: body.module_id,
          tax: body.tax,
          deliveryTime: `${String(body.minimum_delivery_time)}-${String(body.maximum_delivery_time)} ${body.delivery_time_type}`,
          logo,
          coverPhoto: cover,
          businessPlan: body.business_plan ?? "commission",
          packageId: body.business_plan === "subscription" ? (body.package_id ?? null) : null,
        })
        .returning({ id: vendorApplications.id });
      return c.json({
        store_id: row?.id ?? null,
        type: body.business_plan ?? "commission",
        ...(body.business_plan === "subscription" ? { package_id: body.package_id } : {}),
        message: "Application placed successfully. It will be reviewed by the admin.",
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken("email");
      throw error;
    }
  });

  api.post("/auth/delivery-man/store", async (c) => {
    const form = await formOf(c);
    const fields = textFields(form, ["serve_for"]);
    if (typeof fields.earning === "string") fields.earning = Number(fields.earning);
    const parsed = deliveryManRegisterBodySchema.safeParse(fields);
    if (!parsed.success) throw refused(parsed.error);
    const body = parsed.data;
    const ref = await referenceOf(c);
    if (!ref.zones.some((zone) => zone.id === body.zone_id))
      throw ApiError.of(403, "zone_id", "The selected zone id is invalid.");
    const { db } = c.get("deps");
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, body.vehicle_id));
    if (!vehicle) throw ApiError.of(403, "vehicle_id", "The selected vehicle id is invalid.");
    // The referral code names an active customer's `ref_code` (as at sign-up); a code no customer has is
    // refused on its field rather than dropped, so a mistyped code is not silently lost.
    const code = body.referral_code?.trim() ?? "";
    const referrer = code === "" ? null : await findReferrer(db, code);
    if (code !== "" && !referrer)
      throw ApiError.of(403, "referral_code", "Referrer code not found.");
    const identityFiles = filesOf(form, "identity_image");
    if (identityFiles.length > 3)
      throw ApiError.of(403, "identity_image", "At most 3 identity images can be sent.");
    const image = await saveUpload(form.image, "delivery-man", "image");
    const identityImages: string[] = [];
    for (const file of identityFiles) {
      const name = await saveUpload(file, "delivery-man", "identity_image");
      if (name) identityImages.push(name);
    }
    try {
      await db.insert(deliveryMen).values({
        fName: body.f_name,
        lName: body.l_name ?? null,
        phone: normalizePhone(body.phone),
        email: normalizeEmail(body.email),
        passwordHash: await hashPassword(body.password),
        image,
        identityType: body.identity_type,
        identityNumber: body.identity_number,
        identityImages,
        zoneId: body.zone_id,
        vehicleId: body.vehicle_id,
        earning: body.earning,
        serveFor: body.serve_for,
        referredBy: referrer?.id ?? null,
        applicationStatus: "pending",
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken("email");
      throw error;
    }
    return c.json({
      message: "Application placed successfully. It will be reviewed by the admin.",
    });
  });

  return api;
}
