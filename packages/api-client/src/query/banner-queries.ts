/** Query options for banners, promotional banners, video content, why-choose and advertisements. */
import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type {
  Advertisement,
  BannersResponse,
  PromotionalBannerData,
  VideoContent,
  WhyChooseResponse,
} from "../schemas/banner";
import type { ScopedKey } from "./keys";
import type { MarketplaceQueryOptions } from "./option-types";
import {
  getAdvertisements,
  getBanners,
  getPromotionalBanners,
  getVideoContent,
  getWhyChoose,
} from "../endpoints/catalogue";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { cacheTimes, NO_QUERY_RETRY } from "./policies";

/**
 * `GET banners` (5 minutes).
 *
 * @example
 * const { data } = useQuery(bannersQueryOptions(client));
 */
export function bannersQueryOptions(
  client: ApiClient,
  featured = false,
): MarketplaceQueryOptions<BannersResponse, ScopedKey<ReturnType<typeof keys.catalogue.banners>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.banners(featured)),
    queryFn: ({ signal }) => getBanners(client, { featured }, { signal }),
    ...cacheTimes.banners,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET other-banners` (promotional banners, 5 minutes).
 *
 * @example
 * const { data } = useQuery(promotionalBannersQueryOptions(client));
 */
export function promotionalBannersQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  PromotionalBannerData,
  ScopedKey<ReturnType<typeof keys.catalogue.promotionalBanners>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.promotionalBanners()),
    queryFn: ({ signal }) => getPromotionalBanners(client, { signal }),
    ...cacheTimes.banners,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET other-banners/video-content`.
 *
 * @example
 * const { data } = useQuery(videoContentQueryOptions(client));
 */
export function videoContentQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  VideoContent,
  ScopedKey<ReturnType<typeof keys.catalogue.videoContent>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.videoContent()),
    queryFn: ({ signal }) => getVideoContent(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET other-banners/why-choose`.
 *
 * @example
 * const { data } = useQuery(whyChooseQueryOptions(client));
 */
export function whyChooseQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  WhyChooseResponse,
  ScopedKey<ReturnType<typeof keys.catalogue.whyChoose>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.whyChoose()),
    queryFn: ({ signal }) => getWhyChoose(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET advertisement/list`.
 *
 * @example
 * const { data: ads } = useQuery(advertisementsQueryOptions(client));
 */
export function advertisementsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  Advertisement[],
  ScopedKey<ReturnType<typeof keys.catalogue.advertisements>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.advertisements()),
    queryFn: ({ signal }) => getAdvertisements(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}
