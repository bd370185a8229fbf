/** Landing pages and testimonials: large objects, only a few keys typed. */
import * as z from "zod";

import { wireArray, wireId } from "./wire";

const text = z.string().nullish();

/** `GET react-landing-page`. */
export const reactLandingPageSchema = z.looseObject({
  base_urls: z.record(z.string(), z.unknown()).nullish(),
  header_title: text,
  header_sub_title: text,
  header_tag_line: text,
  testimonial_list: wireArray(z.unknown()).optional(),
  available_zone_list: wireArray(
    z.looseObject({
      id: wireId,
      name: text,
      display_name: text,
      modules: wireArray(z.unknown()).optional(),
    }),
  ).optional(),
});
/** React landing page data. */
export type ReactLandingPage = z.infer<typeof reactLandingPageSchema>;

/** `GET landing-page` and `GET flutter-landing-page`: kept as objects. */
export const landingPageSchema = z.looseObject({});
/** Landing page data. */
export type LandingPage = z.infer<typeof landingPageSchema>;

/** `GET testimonial`. */
export const testimonialListSchema = wireArray(z.unknown());

/** A JSON object whose keys are all kept untyped (raw proxies such as the directions answer). */
export const rawObjectSchema = z.looseObject({});
/** A raw JSON object. */
export type RawObject = z.infer<typeof rawObjectSchema>;
