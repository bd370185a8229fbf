/** Query options for wallet and loyalty transactions, wallet bonuses and conversations. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { ConversationTarget } from "../endpoints/messages";
import type { ConversationMessages, PagedConversations } from "../schemas/message";
import type { PagedTransactions, WalletBonus } from "../schemas/wallet";
import type { ScopedKey } from "./keys";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import {
  getConversationMessages,
  getConversations,
  searchConversations,
} from "../endpoints/messages";
import {
  getLoyaltyTransactions,
  getWalletBonuses,
  getWalletTransactions,
} from "../endpoints/wallet";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { NO_QUERY_RETRY } from "./policies";

/**
 * `GET customer/wallet/transactions`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(walletTransactionsInfiniteQueryOptions(client));
 */
export function walletTransactionsInfiniteQueryOptions(
  client: ApiClient,
  limit = 10,
): MarketplaceInfiniteQueryOptions<
  PagedTransactions,
  ScopedKey<ReturnType<typeof keys.account.walletTransactions>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.account.walletTransactions({ limit })),
    queryFn: ({ pageParam, signal }) =>
      getWalletTransactions(client, { offset: pageParam, limit }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.data, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/wallet/bonuses`.
 *
 * @example
 * const { data } = useQuery(walletBonusesQueryOptions(client));
 */
export function walletBonusesQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  WalletBonus[],
  ScopedKey<ReturnType<typeof keys.account.walletBonuses>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.account.walletBonuses()),
    queryFn: ({ signal }) => getWalletBonuses(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/loyalty-point/transactions`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(loyaltyTransactionsInfiniteQueryOptions(client));
 */
export function loyaltyTransactionsInfiniteQueryOptions(
  client: ApiClient,
  limit = 10,
): MarketplaceInfiniteQueryOptions<
  PagedTransactions,
  ScopedKey<ReturnType<typeof keys.account.loyaltyTransactions>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.account.loyaltyTransactions({ limit })),
    queryFn: ({ pageParam, signal }) =>
      getLoyaltyTransactions(client, { offset: pageParam, limit }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.data, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/message/list`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(conversationsInfiniteQueryOptions(client));
 */
export function conversationsInfiniteQueryOptions(
  client: ApiClient,
  type?: string,
): MarketplaceInfiniteQueryOptions<
  PagedConversations,
  ScopedKey<ReturnType<typeof keys.account.conversations>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.account.conversations({ type })),
    queryFn: ({ pageParam, signal }) =>
      getConversations(client, { offset: pageParam, type }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.conversations, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/message/details` (first page).
 *
 * @example
 * const { data } = useQuery(conversationMessagesQueryOptions(client, { conversation_id: 9 }));
 */
export function conversationMessagesQueryOptions(
  client: ApiClient,
  target: ConversationTarget,
): MarketplaceQueryOptions<
  ConversationMessages,
  ScopedKey<ReturnType<typeof keys.account.messages>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.account.messages(target)),
    queryFn: ({ signal }) => getConversationMessages(client, target, {}, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/message/search-list?name=` (first page): conversations whose other party's name matches.
 *
 * @example
 * const { data } = useQuery(conversationSearchQueryOptions(client, "bakery"));
 */
export function conversationSearchQueryOptions(
  client: ApiClient,
  name: string,
): MarketplaceQueryOptions<
  PagedConversations,
  ScopedKey<ReturnType<typeof keys.account.conversations>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.account.conversations({ search: name })),
    queryFn: ({ signal }) => searchConversations(client, { name }, { signal }),
    ...NO_QUERY_RETRY,
  });
}
