/** Vendor subscription packages (`GET vendor/package-view`), offered with the business plan "subscription". */
import * as z from "zod";

import { wireArray, wireFlag, wireId, wireNumber } from "./wire";

/**
 * A package's order or product limit: a number, or `"unlimited"`. The real backend stores the limit as text
 * (`"unlimited"` or a count such as `"500"`); an empty or null limit reads as unlimited.
 *
 * @example
 * packageLimitSchema.parse("500") // 500
 * packageLimitSchema.parse("unlimited") // "unlimited"
 */
export const packageLimitSchema = z.preprocess(
  (value: unknown) =>
    value === null || value === undefined || value === "" || value === "unlimited"
      ? "unlimited"
      : value,
  z.union([z.literal("unlimited"), wireNumber.pipe(z.number().int().min(0))]),
);

/**
 * One package. api-paths §1 names the route and not its fields, so the shape is the real backend's
 * `SubscriptionPackage` row: `validity` in days, limits as numbers or `"unlimited"`, features as 0/1 flags
 * (read as booleans), `colour` a CSS colour for the card, `text` a short description.
 */
export const subscriptionPackageSchema = z.object({
  id: wireId,
  package_name: z.string(),
  price: wireNumber,
  validity: wireNumber.pipe(z.number().int().min(0)),
  max_order: packageLimitSchema,
  max_product: packageLimitSchema,
  pos: wireFlag,
  mobile_app: wireFlag,
  chat: wireFlag,
  review: wireFlag,
  self_delivery: wireFlag,
  status: wireFlag.optional(),
  default: wireFlag.optional(),
  colour: z.string().nullish(),
  text: z.string().nullish(),
});
/** A subscription package. */
export type SubscriptionPackage = z.infer<typeof subscriptionPackageSchema>;

/** `GET vendor/package-view`: the active packages. */
export const packageViewResponseSchema = z.object({
  packages: wireArray(subscriptionPackageSchema),
});
/** The package list's answer. */
export type PackageViewResponse = z.infer<typeof packageViewResponseSchema>;

/** The features a package may include, in the order a card lists them. */
export const PACKAGE_FEATURES = ["pos", "mobile_app", "chat", "review", "self_delivery"] as const;
/** A package feature's field name. */
export type PackageFeature = (typeof PACKAGE_FEATURES)[number];
