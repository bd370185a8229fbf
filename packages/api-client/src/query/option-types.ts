/**
 * Named return types of the factories. Annotating them keeps the published `.d.ts` small: without them the
 * declaration output repeats the whole inferred wire shape in every factory.
 */
import type {
  InfiniteData,
  QueryKey,
  QueryKeyWithDataTag,
  UnusedSkipTokenInfiniteOptions,
  UnusedSkipTokenOptions,
} from "@tanstack/react-query";

/** What a `…QueryOptions` factory returns. */
export type MarketplaceQueryOptions<TData, TKey extends QueryKey> = UnusedSkipTokenOptions<
  TData,
  Error,
  TData,
  TKey
> &
  QueryKeyWithDataTag<TKey, TData, Error>;

/** What a `…InfiniteQueryOptions` factory returns (page numbers as page params). */
export type MarketplaceInfiniteQueryOptions<
  TPage,
  TKey extends QueryKey,
> = UnusedSkipTokenInfiniteOptions<TPage, Error, InfiniteData<TPage>, TKey, number> &
  QueryKeyWithDataTag<TKey, InfiniteData<TPage>, Error>;
