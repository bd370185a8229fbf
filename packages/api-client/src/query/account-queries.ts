/** Query options for the signed-in customer: profile, addresses, notifications, visited stores, suggestions and review reminders. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { Notification, PagedAddresses, Profile, ReviewPending } from "../schemas/customer";
import type { Item } from "../schemas/item";
import type { Store } from "../schemas/store";
import type { ScopedKey } from "./keys";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import { getAddresses } from "../endpoints/addresses";
import {
  getNotifications,
  getProfile,
  getReviewReminder,
  getSuggestedItems,
  getVisitedStores,
} from "../endpoints/customer";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { NO_QUERY_RETRY } from "./policies";

/**
 * `GET customer/info`.
 *
 * @example
 * const { data: profile } = useQuery({ ...profileQueryOptions(client), enabled: signedIn });
 */
export function profileQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Profile, ScopedKey<ReturnType<typeof keys.account.profile>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.account.profile()),
    queryFn: ({ signal }) => getProfile(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/address/list`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(addressesInfiniteQueryOptions(client));
 */
export function addressesInfiniteQueryOptions(
  client: ApiClient,
  limit = 10,
): MarketplaceInfiniteQueryOptions<
  PagedAddresses,
  ScopedKey<ReturnType<typeof keys.account.addresses>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.account.addresses({ limit })),
    queryFn: ({ pageParam, signal }) =>
      getAddresses(client, { offset: pageParam, limit }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.addresses, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/notifications`.
 *
 * @example
 * const { data } = useQuery(notificationsQueryOptions(client));
 */
export function notificationsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  Notification[],
  ScopedKey<ReturnType<typeof keys.account.notifications>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.account.notifications()),
    queryFn: ({ signal }) => getNotifications(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/visit-again`.
 *
 * @example
 * const { data: stores } = useQuery(visitedStoresQueryOptions(client));
 */
export function visitedStoresQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Store[], ScopedKey<ReturnType<typeof keys.account.visitedStores>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.account.visitedStores()),
    queryFn: ({ signal }) => getVisitedStores(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/suggested-items`.
 *
 * @example
 * const { data: items } = useQuery(suggestedItemsQueryOptions(client));
 */
export function suggestedItemsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Item[], ScopedKey<ReturnType<typeof keys.account.suggestedItems>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.account.suggestedItems()),
    queryFn: ({ signal }) => getSuggestedItems(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/review-reminder`.
 *
 * @example
 * const { data } = useQuery(reviewReminderQueryOptions(client));
 */
export function reviewReminderQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  ReviewPending,
  ScopedKey<ReturnType<typeof keys.account.reviewReminder>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.account.reviewReminder()),
    queryFn: ({ signal }) => getReviewReminder(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}
