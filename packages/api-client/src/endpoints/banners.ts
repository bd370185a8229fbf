/** Banner calls: banners, store banners, promotional banners, video content, why-choose and advertisements. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type {
  Advertisement,
  Banner,
  BannersResponse,
  PromotionalBannerData,
  VideoContent,
  WhyChooseResponse,
} from "../schemas/banner";
import {
  advertisementSchema,
  bannerSchema,
  bannersResponseSchema,
  promotionalBannerDataSchema,
  videoContentSchema,
  whyChooseResponseSchema,
} from "../schemas/banner";
import { wireArray } from "../schemas/wire";

/**
 * `GET banners` (`featured` for the featured set): `{ campaigns, banners }`.
 *
 * @example
 * const { banners, campaigns } = await getBanners(client);
 */
export async function getBanners(
  client: ApiClient,
  params: { featured?: boolean | undefined } = {},
  options: CallOptions = {},
): Promise<BannersResponse> {
  return await client.request({
    method: "GET",
    path: "banners",
    schema: bannersResponseSchema,
    query: { featured: params.featured ? 1 : undefined },
    ...options,
  });
}

/**
 * `GET banners/{store_id}`: banners created by one store.
 *
 * @example
 * const banners = await getStoreBanners(client, 3);
 */
export async function getStoreBanners(
  client: ApiClient,
  storeId: number,
  options: CallOptions = {},
): Promise<Banner[]> {
  return await client.request({
    method: "GET",
    path: `banners/${String(storeId)}`,
    schema: wireArray(bannerSchema),
    ...options,
  });
}

/**
 * `GET other-banners`: promotional banners of the context's module.
 *
 * @example
 * const { bottom_section_banner_full_url } = await getPromotionalBanners(client);
 */
export async function getPromotionalBanners(
  client: ApiClient,
  options: CallOptions = {},
): Promise<PromotionalBannerData> {
  return await client.request({
    method: "GET",
    path: "other-banners",
    schema: promotionalBannerDataSchema,
    ...options,
  });
}

/**
 * `GET other-banners/video-content`.
 *
 * @example
 * const { banner_type } = await getVideoContent(client);
 */
export async function getVideoContent(
  client: ApiClient,
  options: CallOptions = {},
): Promise<VideoContent> {
  return await client.request({
    method: "GET",
    path: "other-banners/video-content",
    schema: videoContentSchema,
    ...options,
  });
}

/**
 * `GET other-banners/why-choose`.
 *
 * @example
 * const { banners } = await getWhyChoose(client);
 */
export async function getWhyChoose(
  client: ApiClient,
  options: CallOptions = {},
): Promise<WhyChooseResponse> {
  return await client.request({
    method: "GET",
    path: "other-banners/why-choose",
    schema: whyChooseResponseSchema,
    ...options,
  });
}

/**
 * `GET advertisement/list`.
 *
 * @example
 * const ads = await getAdvertisements(client);
 */
export async function getAdvertisements(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Advertisement[]> {
  return await client.request({
    method: "GET",
    path: "advertisement/list",
    schema: wireArray(advertisementSchema),
    ...options,
  });
}
