import "server-only";

import type { Address, ApiClient, CartLine, Config, Profile, Zone } from "@marketplace/api-client";
import {
  getAddresses,
  getMostTips,
  getOfflinePaymentMethods,
  getProfile,
  getStoreDetails,
  getZoneId,
  isHttpError,
} from "@marketplace/api-client";
import { cartQueryOptions } from "@marketplace/api-client/query";
import {
  addressesForZone,
  currencyFormatFromConfig,
  profileFirstOrderOffer,
  toMinorUnits,
} from "@marketplace/domain";

import type { CheckoutAddress, CheckoutData, ZoneTerms } from "./checkout-data";
import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { getServerClient } from "~/lib/api/server-client";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { addressZoneKey, checkoutAddressOf, zoneTermsOf } from "./checkout-data";
import { offlineMethodsOf } from "./offline-payment";

/** Why there is no checkout: no location or module, or nothing in the cart. */
export type CheckoutLoad =
  { code: "no_context" } | { code: "empty" } | { code: "ready"; data: CheckoutData };

const positive = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && value > 0 ? value : null;

/** The zones at the point (first first, as the server lists them; none outside every zone). */
async function zonesAt(client: ApiClient, point: { lat: number; lng: number }): Promise<Zone[]> {
  try {
    return (await getZoneId(client, point)).zone_data;
  } catch (error) {
    if (isHttpError(error) && error.status < 500) return [];
    throw error;
  }
}

/** The zone the server picks for a delivery order at a point: the first one there serving the module. */
const servingZone = (zones: readonly Zone[], moduleId: number): Zone | null =>
  zones.find((zone) => zone.modules?.some((module) => module.id === moduleId)) ?? null;

async function signedInParts(client: ApiClient): Promise<{ profile: Profile; saved: Address[] }> {
  const [profile, addresses] = await Promise.all([
    getProfile(client),
    getAddresses(client, { offset: 1, limit: 50 }),
  ]);
  return { profile, saved: addresses.addresses };
}

/**
 * The customer's saved addresses in the store's zone, each with the terms of the zone the server will
 * price it in (one zone look-up per distinct set of zones, not one per address).
 */
async function savedInStoreZone(
  client: ApiClient,
  addresses: readonly Address[],
  storeZoneId: number | null,
  termsOf: (zone: Zone | null) => ZoneTerms,
  moduleId: number,
): Promise<CheckoutAddress[]> {
  const inZone = addressesForZone(addresses, storeZoneId);
  const firstOfKey = new Map<string, Address>();
  for (const address of inZone) {
    const key = addressZoneKey(address);
    if (!firstOfKey.has(key)) firstOfKey.set(key, address);
  }
  const termsByKey = new Map(
    await Promise.all(
      [...firstOfKey].map(async ([key, address]) => {
        const zones = await zonesAt(client, { lat: address.latitude, lng: address.longitude });
        return [key, termsOf(servingZone(zones, moduleId))] as const;
      }),
    ),
  );
  return inZone.map((address) =>
    checkoutAddressOf(address, termsByKey.get(addressZoneKey(address)) ?? termsOf(null)),
  );
}

/**
 * The server's cart, read once per request: the frame's prefetch of it (the header's count) when there is
 * one, its failure included — a cart the API could not give is not asked for a second time in the render.
 * A visitor with neither a session nor a guest id (a first visit that opens the checkout's address) has
 * no cart yet: nothing is asked (the API refuses a cart read without either).
 */
async function serverCart(
  client: ApiClient,
  visitor: Pick<VisitorContext, "signedIn" | "guestId">,
): Promise<CartLine[]> {
  if (!visitor.signedIn && visitor.guestId === null) return [];
  const queryClient = getServerQueryClient();
  const options = cartQueryOptions(client);
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.error instanceof Error) throw state.error;
  return await queryClient.fetchQuery(options);
}

/** What the checkout orders: the server's cart, or one buy-now line (its `cart` row for `order/place`). */
export type CheckoutSource =
  { kind: "cart" } | { kind: "buy_now"; line: CartLine; cart: string; href: string };

/**
 * The checkout's data for this visitor: the server's cart (or the buy-now line), its store, the zone at the picked location
 * (payment methods, the shipping rule and the cash-on-delivery maximum), the wallet and saved addresses
 * of a signed-in customer, and the most tipped amount.
 */
export async function loadCheckout(
  visitor: VisitorContext,
  config: Config,
  source: CheckoutSource = { kind: "cart" },
): Promise<CheckoutLoad> {
  const { location, module } = visitor;
  if (!location || !module) return { code: "no_context" };
  const client = await getServerClient();
  const lines = source.kind === "cart" ? await serverCart(client, visitor) : [source.line];
  const storeId = lines[0]?.item.store_id;
  if (storeId === undefined || storeId === null) return { code: "empty" };
  const point = { lat: location.latitude, lng: location.longitude };
  const [store, zonesHere, tips, account, offlineMethods] = await Promise.all([
    getStoreDetails(client, storeId),
    zonesAt(client, point),
    getMostTips(client).catch(() => ({ most_tips_amount: null })),
    visitor.signedIn ? signedInParts(client) : Promise.resolve(null),
    // Offline payment (bank transfer and the like) only when the config turns it on.
    config.offline_payment_status === true
      ? getOfflinePaymentMethods(client).catch(() => [])
      : Promise.resolve([]),
  ]);
  if (!store) return { code: "empty" };
  const currency = currencyFormatFromConfig(config);
  const termsOf = (zone: Zone | null) => zoneTermsOf(zone, module.id, store, currency.digits);
  const storeZoneId = store.zone_id ?? null;
  const [storeZones, saved] = await Promise.all([
    typeof store.latitude === "number" && typeof store.longitude === "number"
      ? zonesAt(client, { lat: store.latitude, lng: store.longitude })
      : Promise.resolve([]),
    account
      ? savedInStoreZone(client, account.saved, storeZoneId, termsOf, module.id)
      : Promise.resolve([]),
  ]);
  // A take-away is priced in the store's own zone (the server's rule), wherever the visitor browses from.
  const storeZone =
    storeZones.find((zone) => zone.id === storeZoneId) ?? servingZone(storeZones, module.id);
  const freeOver = positive(config.free_delivery_over);
  const profile = account?.profile ?? null;
  const name = profile ? [profile.f_name, profile.l_name].filter(Boolean).join(" ") : "";
  const current: CheckoutAddress = {
    id: null,
    label: "",
    address: location.address,
    latitude: location.latitude,
    longitude: location.longitude,
    contactName: name,
    contactPhone: String(profile?.phone ?? ""),
    road: "",
    house: "",
    floor: "",
    addressType: "other",
    // The visitor's picked location, priced in the zone serving the module there (as the server will).
    terms: termsOf(servingZone(zonesHere, module.id)),
  };
  return {
    code: "ready",
    data: {
      lines,
      buyNow: source.kind === "cart" ? null : { cart: source.cart },
      href: source.kind === "cart" ? "/checkout?page=cart" : source.href,
      currency,
      moduleId: module.id,
      signedIn: visitor.signedIn,
      guestId: visitor.guestId === null ? null : Number(visitor.guestId),
      store: {
        id: store.id,
        name: store.name,
        lat: store.latitude ?? 0,
        lng: store.longitude ?? 0,
        taxPercent: store.tax ?? 0,
        freeDelivery: store.free_delivery === true,
        delivery: store.delivery !== false,
        takeAway: store.take_away === true,
        scheduleOrder: store.schedule_order === true,
        cutlery: store.cutlery === true,
        extraPackaging: {
          offered: store.extra_packaging_status === true,
          amount: store.extra_packaging_amount,
        },
        open: store.open !== false,
        hours: (store.schedules ?? []).map((row) => ({
          day: row.day,
          opening_time: row.opening_time,
          closing_time: row.closing_time,
        })),
      },
      takeAwayTerms: termsOf(storeZone),
      freeDeliveryOver: freeOver === null ? null : toMinorUnits(freeOver, currency.digits),
      wallet: visitor.signedIn && config.customer_wallet_status === true,
      walletBalance:
        profile?.wallet_balance === undefined || profile.wallet_balance === null
          ? null
          : toMinorUnits(profile.wallet_balance, currency.digits),
      firstOrderOffer: profile ? profileFirstOrderOffer(profile) : null,
      partialPayment: {
        enabled:
          visitor.signedIn &&
          config.customer_wallet_status === true &&
          config.partial_payment_status === true,
        method: config.partial_payment_method ?? null,
      },
      tipsEnabled: config.dm_tips_status === true,
      mostTips: tips.most_tips_amount,
      offlineMethods: offlineMethodsOf(offlineMethods),
      current,
      saved,
      savedCount: account?.saved.length ?? 0,
      profile: profile
        ? { name, phone: String(profile.phone ?? ""), email: profile.email ?? "" }
        : null,
    },
  };
}
