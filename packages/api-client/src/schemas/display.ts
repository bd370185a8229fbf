/**
 * Shared secondary (display-only) field schemas: a text, count or badge that fails to parse in a client parse
 * becomes undefined and is reported instead of failing the response (see `./drift`).
 */
import * as z from "zod";

import { secondary } from "./drift";
import { wireAmount, wireArray, wireFlag } from "./wire";

/** A display text (title, description, image URL, date): optional, nullable, secondary. */
export const displayText = secondary(z.string().nullish());
/** A display number (rating, count, delivery-time estimate): optional, nullable, secondary. */
export const displayCount = secondary(wireAmount);
/** A display badge (veg, featured, halal…): optional, secondary. */
export const displayFlag = secondary(wireFlag.optional());
/** A list of display strings (tags, allergy names…): optional, secondary. */
export const displayStringList = secondary(wireArray(z.string()));
