/** Banners, campaigns, promotional banners, why-choose items and video content. */
import * as z from "zod";

import { displayCount, displayText } from "./display";
import { storeSchema } from "./store";
import { wireAmount, wireArray, wireFlag, wireId, wireOptionalId, wireString } from "./wire";

const text = z.string().nullish();

/** A basic campaign: `{ id, slug, title, image_full_url, … }`; details add `stores`. */
export const campaignSchema = z.looseObject({
  id: wireId,
  title: wireString,
  slug: displayText,
  description: displayText,
  image: displayText,
  image_full_url: displayText,
  start_date: displayText,
  end_date: displayText,
  start_time: displayText,
  end_time: displayText,
  status: wireFlag.optional(),
  stores: wireArray(storeSchema).optional(),
});
/** A basic campaign. */
export type Campaign = z.infer<typeof campaignSchema>;

/** The store a banner links to. */
export const bannerStoreSchema = z.looseObject({
  id: wireId,
  slug: displayText,
  name: text,
  zone_id: wireOptionalId,
  module_id: wireOptionalId,
});
/** The item a banner links to. */
export const bannerItemSchema = z.looseObject({
  id: wireId,
  slug: displayText,
  name: text,
  image: displayText,
  image_full_url: displayText,
  storage: z.unknown().optional(),
});

/** A banner: `type` default, store_wise or item_wise. */
export const bannerSchema = z.looseObject({
  id: wireId,
  title: displayText,
  type: wireString,
  image: displayText,
  image_full_url: displayText,
  link: displayText,
  store: bannerStoreSchema.nullish(),
  item: bannerItemSchema.nullish(),
});
/** A banner. */
export type Banner = z.infer<typeof bannerSchema>;

/** `GET banners`: `{ campaigns, banners }`; the error answer `[]` reads as two empty lists. */
export const bannersResponseSchema = z.preprocess(
  (value: unknown) => (Array.isArray(value) ? { campaigns: [], banners: [] } : value),
  z.looseObject({
    campaigns: wireArray(campaignSchema).default([]),
    banners: wireArray(bannerSchema).default([]),
  }),
);
/** `GET banners` response. */
export type BannersResponse = z.infer<typeof bannersResponseSchema>;

/** A module-wise banner (parcel promotional banners). */
export const moduleBannerSchema = z.looseObject({
  id: wireId.optional(),
  key: text,
  value: text,
  value_full_url: text,
  title: displayText,
});
/** A module-wise banner. */
export type ModuleBanner = z.infer<typeof moduleBannerSchema>;

/**
 * `GET other-banners`: a flat map of `<key>` and `<key>_full_url` (non-parcel) or `{ banners }` (parcel);
 * `{}` or `[]` when there are none.
 */
export const promotionalBannerDataSchema = z.preprocess(
  (value: unknown) => (Array.isArray(value) ? {} : value),
  z.looseObject({
    banners: wireArray(moduleBannerSchema).optional(),
    new_arrival_section_banner: text,
    new_arrival_section_banner_full_url: text,
    best_reviewed_section_banner: text,
    best_reviewed_section_banner_full_url: text,
    bottom_section_banner: text,
    bottom_section_banner_full_url: text,
    basic_section_nearby: text,
    basic_section_nearby_full_url: text,
    promotional_banner: text,
    promotional_banner_full_url: text,
    promotional_banner_url: text,
  }),
);
/** Promotional banner data. */
export type PromotionalBannerData = z.infer<typeof promotionalBannerDataSchema>;

/** A why-choose entry. */
export const whyChooseItemSchema = z.looseObject({
  id: wireId.optional(),
  title: displayText,
  short_description: text,
  image: displayText,
  image_full_url: displayText,
});
/** A why-choose entry. */
export type WhyChooseItem = z.infer<typeof whyChooseItemSchema>;

/** `GET other-banners/why-choose`: `{ banners }`. */
export const whyChooseResponseSchema = z.preprocess(
  (value: unknown) => (Array.isArray(value) ? { banners: value } : value),
  z.looseObject({ banners: wireArray(whyChooseItemSchema).default([]) }),
);
/** `GET other-banners/why-choose` response. */
export type WhyChooseResponse = z.infer<typeof whyChooseResponseSchema>;

/** `GET other-banners/video-content`: `banner_type` video, video_content or image. */
export const videoContentSchema = z.preprocess(
  (value: unknown) => (Array.isArray(value) ? {} : value),
  z.looseObject({
    banner_type: text,
    section_title: text,
    banner_video: text,
    banner_image: text,
    banner_image_full_url: text,
    banner_video_content: text,
    banner_video_content_full_url: text,
    banner_contents: wireArray(z.unknown()).optional(),
  }),
);
/** Video content. */
export type VideoContent = z.infer<typeof videoContentSchema>;

/** An advertisement: `add_type` video_promotion or store_promotion. */
export const advertisementSchema = z.looseObject({
  id: wireId,
  add_type: wireString,
  title: displayText,
  description: displayText,
  cover_image_full_url: text,
  profile_image_full_url: text,
  video_attachment_full_url: text,
  is_rating_active: wireFlag.optional(),
  is_review_active: wireFlag.optional(),
  average_rating: displayCount,
  reviews_comments_count: wireAmount,
  store: z
    .looseObject({
      id: wireId,
      slug: displayText,
      name: text,
      module_id: wireOptionalId,
      zone_id: wireOptionalId,
      distance: displayCount,
    })
    .nullish(),
});
/** An advertisement. */
export type Advertisement = z.infer<typeof advertisementSchema>;
