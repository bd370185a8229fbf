/** Categories and their children (`childes` on the wire). */
import * as z from "zod";

import { wireAmount, wireArray, wireFlag, wireId, wireOptionalId, wireString } from "./wire";

const categoryFields = {
  id: wireId,
  name: wireString,
  slug: z.string().nullish(),
  image: z.string().nullish(),
  image_full_url: z.string().nullish(),
  parent_id: wireOptionalId,
  position: wireAmount,
  priority: wireAmount,
  module_id: wireOptionalId,
  status: wireFlag.optional(),
  featured: wireFlag.optional(),
  products_count: wireAmount,
  order_count: wireAmount,
  childes_count: wireAmount,
};

/** A sub-category (one level, as listed in `childes`). */
export const subCategorySchema = z.looseObject(categoryFields);
/** A sub-category. */
export type SubCategory = z.infer<typeof subCategorySchema>;

/** A category with its `childes`. */
export const categorySchema = z.looseObject({
  ...categoryFields,
  childes: wireArray(subCategorySchema).optional(),
});
/** A category. */
export type Category = z.infer<typeof categorySchema>;
