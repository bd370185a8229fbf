/** Brands. */
import * as z from "zod";

import { wireAmount, wireFlag, wireId, wireString } from "./wire";

/** A brand with its `items_count`. */
export const brandSchema = z.looseObject({
  id: wireId,
  name: wireString,
  slug: z.string().nullish(),
  image: z.string().nullish(),
  image_full_url: z.string().nullish(),
  status: wireFlag.optional(),
  items_count: wireAmount,
});
/** A brand. */
export type Brand = z.infer<typeof brandSchema>;
