import "server-only";

import type { ApiClient, CartLine, Config, Profile, Zone } from "@marketplace/api-client";
import {
  getAddresses,
  getCart,
  getMostTips,
  getProfile,
  getStoreDetails,
  getZoneId,
  isHttpError,
} from "@marketplace/api-client";
import { currencyFormatFromConfig, toMinorUnits } from "@marketplace/domain";

import type { CheckoutAddress, CheckoutData } from "./checkout-data";
import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { getServerClient } from "~/lib/api/server-client";
import { checkoutAddressOf } from "./checkout-data";

/** Why there is no checkout: no location or module, or nothing in the cart. */
export type CheckoutLoad =
  { code: "no_context" } | { code: "empty" } | { code: "ready"; data: CheckoutData };

const positive = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && value > 0 ? value : null;

/** The zone serving the module at the point, as the server picks it for a delivery order. */
async function zoneAt(client: ApiClient, point: { lat: number; lng: number }, moduleId: number) {
  try {
    const { zone_data } = await getZoneId(client, point);
    return zone_data.find((zone) => zone.modules?.some((module) => module.id === moduleId)) ?? null;
  } catch (error) {
    if (isHttpError(error) && error.status < 500) return null;
    throw error;
  }
}

function pivotOf(zone: Zone | null, moduleId: number) {
  return zone?.modules?.find((module) => module.id === moduleId)?.pivot ?? null;
}

async function signedInParts(
  client: ApiClient,
): Promise<{ profile: Profile; saved: CheckoutAddress[] }> {
  const [profile, addresses] = await Promise.all([
    getProfile(client),
    getAddresses(client, { offset: 1, limit: 50 }),
  ]);
  return { profile, saved: addresses.addresses.map(checkoutAddressOf) };
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
  const lines = source.kind === "cart" ? await getCart(client) : [source.line];
  const storeId = lines[0]?.item.store_id;
  if (storeId === undefined || storeId === null) return { code: "empty" };
  const point = { lat: location.latitude, lng: location.longitude };
  const [store, zone, tips, account] = await Promise.all([
    getStoreDetails(client, storeId),
    zoneAt(client, point, module.id),
    getMostTips(client).catch(() => ({ most_tips_amount: null })),
    visitor.signedIn ? signedInParts(client) : Promise.resolve(null),
  ]);
  if (!store) return { code: "empty" };
  const currency = currencyFormatFromConfig(config);
  const pivot = pivotOf(zone, module.id);
  const freeOver = positive(config.free_delivery_over);
  const codMaximum = positive(pivot?.maximum_cod_order_amount);
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
        open: store.open !== false,
        hours: (store.schedules ?? []).map((row) => ({
          day: row.day,
          opening_time: row.opening_time,
          closing_time: row.closing_time,
        })),
      },
      rule: pivot
        ? {
            perKmCharge: pivot.per_km_shipping_charge ?? 0,
            minimumCharge: pivot.minimum_shipping_charge ?? 0,
            maximumCharge: pivot.maximum_shipping_charge ?? null,
          }
        : {
            perKmCharge: store.per_km_shipping_charge ?? 0,
            minimumCharge: store.minimum_shipping_charge ?? 0,
            maximumCharge: store.maximum_shipping_charge ?? null,
          },
      increasedFeePercent:
        zone?.increased_delivery_fee_status === true ? (zone.increased_delivery_fee ?? null) : null,
      freeDeliveryOver: freeOver === null ? null : toMinorUnits(freeOver, currency.digits),
      payments: {
        cashOnDelivery: zone?.cash_on_delivery === true,
        codMaximum: codMaximum === null ? null : toMinorUnits(codMaximum, currency.digits),
        digital: zone?.digital_payment === true,
        wallet: visitor.signedIn && config.customer_wallet_status === true,
      },
      walletBalance:
        profile?.wallet_balance === undefined || profile.wallet_balance === null
          ? null
          : toMinorUnits(profile.wallet_balance, currency.digits),
      tipsEnabled: config.dm_tips_status === true,
      mostTips: tips.most_tips_amount,
      current,
      saved: account?.saved ?? [],
      profile: profile
        ? { name, phone: String(profile.phone ?? ""), email: profile.email ?? "" }
        : null,
    },
  };
}
