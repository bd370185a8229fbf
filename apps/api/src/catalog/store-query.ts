import { distanceMeters } from "@marketplace/domain";

import type { StoreRow } from "./reference";
import type { View } from "./view";
import { activeStoreDiscount, deliveryMinutes, isStoreOpen } from "./store-hours";
import { translated } from "./translate";

export type StoreSort =
  | "open"
  | "popular"
  | "top_rated"
  | "latest"
  | "name_asc"
  | "name_desc"
  | "nearby"
  | "fast_delivery";

export interface StoreQuery {
  moduleId: number | null;
  zoneIds: number[] | null;
  name?: string | undefined;
  /** Restrict to these stores (category and discounted-item lookups). */
  storeIds?: number[] | undefined;
  featured?: boolean | undefined;
  filterData?: "all" | "delivery" | "take_away" | undefined;
  newlyJoined?: boolean | undefined;
  currentlyOpen?: boolean | undefined;
  freeDelivery?: boolean | undefined;
  withCoupon?: boolean | undefined;
  /** Stores with their own running discount, or in `discountedStoreIds` (stores with discounted items). */
  discounted?: boolean | undefined;
  discountedStoreIds?: number[] | undefined;
  halal?: boolean | undefined;
  minRating?: number | undefined;
  sort?: StoreSort[] | undefined;
}

const newlyJoinedDays = 30;

/** Filters and sorts the (cached) stores in memory: there are few of them. */
export function queryStores(view: View, query: StoreQuery): StoreRow[] {
  const zones = query.zoneIds ? new Set(query.zoneIds) : null;
  const only = query.storeIds ? new Set(query.storeIds) : null;
  const needle = query.name?.toLowerCase();
  const since = new Date(view.now.getTime() - newlyJoinedDays * 86_400_000).toISOString();
  const discountedIds = new Set(query.discountedStoreIds ?? []);
  const open = (store: StoreRow) => isStoreOpen(store, view.ref.schedules.get(store.id), view.now);
  const distance = (store: StoreRow) =>
    view.latitude !== null && view.longitude !== null
      ? distanceMeters(
          { lat: view.latitude, lng: view.longitude },
          { lat: store.latitude, lng: store.longitude },
        )
      : 0;
  const list = [...view.ref.stores.values()].filter(
    (store) =>
      store.status === 1 &&
      (query.moduleId === null || store.moduleId === query.moduleId) &&
      (!zones || zones.has(store.zoneId)) &&
      (!only || only.has(store.id)) &&
      (!needle ||
        store.name.toLowerCase().includes(needle) ||
        translated(view, "store", store.id, "name", store.name).toLowerCase().includes(needle)) &&
      (!query.featured || store.featured === 1) &&
      (query.filterData !== "delivery" || store.delivery) &&
      (query.filterData !== "take_away" || store.takeAway) &&
      (!query.newlyJoined || store.createdAt.replace(" ", "T") >= since) &&
      (!query.currentlyOpen || open(store)) &&
      (!query.freeDelivery || store.freeDelivery) &&
      (!query.withCoupon || view.ref.couponStores.has(store.id)) &&
      (!query.discounted ||
        activeStoreDiscount(store, view.now) !== null ||
        discountedIds.has(store.id)) &&
      (!query.halal || store.halalTagStatus === 1) &&
      (query.minRating === undefined || store.avgRating >= query.minRating),
  );
  const sorts = query.sort ?? ["open", "popular"];
  return list.sort((a, b) => {
    for (const sort of sorts) {
      let diff = 0;
      switch (sort) {
        case "open":
          diff = Number(open(b)) - Number(open(a));
          break;
        case "popular":
          diff = b.orderCount - a.orderCount;
          break;
        case "top_rated":
          diff = b.avgRating - a.avgRating || b.ratingCount - a.ratingCount;
          break;
        case "latest":
          diff = b.createdAt.localeCompare(a.createdAt);
          break;
        case "name_asc":
          diff = a.name.localeCompare(b.name);
          break;
        case "name_desc":
          diff = b.name.localeCompare(a.name);
          break;
        case "nearby":
          diff = distance(a) - distance(b);
          break;
        case "fast_delivery":
          diff = deliveryMinutes(a.deliveryTime).min - deliveryMinutes(b.deliveryTime).min;
          break;
      }
      if (diff !== 0) return diff;
    }
    return a.id - b.id;
  });
}

export function page<T>(list: T[], limit: number, offset: number): T[] {
  return list.slice((offset - 1) * limit, offset * limit);
}
