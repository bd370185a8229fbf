import type { Address, CartLine, Store, Zone } from "@marketplace/api-client";
import type {
  CurrencyFormat,
  ExtraPackagingOffer,
  FirstOrderOffer,
  OpeningHours,
  ShippingRule,
} from "@marketplace/domain";
import { toMinorUnits, zoneShippingRule } from "@marketplace/domain";

import type { OfflineMethod } from "./offline-payment";

/**
 * What the order's zone sets, as the server applies it when placing: the shipping rule (the zone's rule for
 * the module, else the store's own), the increased delivery fee and the payment methods it allows. A
 * delivery takes the zone serving the module at the delivery point; a take-away takes the store's zone.
 */
export interface ZoneTerms {
  /** The zone's id (null: no zone serves the module there, and the server refuses the order). */
  zoneId: number | null;
  rule: ShippingRule;
  increasedFeePercent: number | null;
  cashOnDelivery: boolean;
  /** The zone's maximum cash-on-delivery amount, minor units (null: no maximum). */
  codMaximum: number | null;
  digital: boolean;
  /** Whether the zone takes offline payments (bank transfer and the like). */
  offline: boolean;
}

/** A delivery point the checkout can send (a saved address or the visitor's picked location). */
export interface CheckoutAddress {
  id: number | null;
  label: string;
  address: string;
  latitude: number;
  longitude: number;
  contactName: string;
  contactPhone: string;
  road: string;
  house: string;
  floor: string;
  addressType: string;
  /** The terms of the zone this address lies in (its delivery fee and payment methods). */
  terms: ZoneTerms;
}

/** Everything the checkout form renders with, loaded on the server (plain data, no SDK in the browser). */
export interface CheckoutData {
  lines: CartLine[];
  /** A Buy Now / Order Now checkout: the one line's `cart` JSON for `order/place` with `is_buy_now`. */
  buyNow: { cart: string } | null;
  /** This checkout's own address (the guest prompt and the sign-in link come back to it). */
  href: string;
  currency: CurrencyFormat;
  moduleId: number;
  signedIn: boolean;
  guestId: number | null;
  store: {
    id: number;
    name: string;
    lat: number;
    lng: number;
    taxPercent: number;
    freeDelivery: boolean;
    delivery: boolean;
    takeAway: boolean;
    scheduleOrder: boolean;
    cutlery: boolean;
    /** The store's extra packaging (offered when on with an amount; `extraPackagingCharge`). */
    extraPackaging: ExtraPackagingOffer;
    open: boolean;
    hours: OpeningHours[];
  };
  /** The store's zone: a take-away order's payment methods. */
  takeAwayTerms: ZoneTerms;
  freeDeliveryOver: number | null;
  /** Whether the wallet is offered (signed in and the config's wallet on). */
  wallet: boolean;
  walletBalance: number | null;
  /** The signed-in customer's first-order offer from `customer/info` (null: a guest or none). */
  firstOrderOffer: FirstOrderOffer | null;
  /** Partial wallet payment (signed in, wallet and `partial_payment_status` on) and `partial_payment_method`. */
  partialPayment: { enabled: boolean; method: string | null };
  tipsEnabled: boolean;
  mostTips: number | null;
  /** The offline payment methods (none when the config turns offline payment off). */
  offlineMethods: OfflineMethod[];
  current: CheckoutAddress;
  /** The saved addresses in the store's zone (spec A §2: lists are filtered by the store's zone). */
  saved: CheckoutAddress[];
  /** How many saved addresses the customer has in all (some may lie outside the store's zone). */
  savedCount: number;
  profile: { name: string; phone: string; email: string } | null;
}

const positive = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && value > 0 ? value : null;

/** The zone's terms for the module (`zone` null: no zone serves it there: the store's rule, no payment). */
export function zoneTermsOf(
  zone: Zone | null,
  moduleId: number,
  store: Pick<
    Store,
    "per_km_shipping_charge" | "minimum_shipping_charge" | "maximum_shipping_charge"
  >,
  digits: number,
): ZoneTerms {
  const pivot = zone?.modules?.find((module) => module.id === moduleId)?.pivot ?? null;
  const codMaximum = positive(pivot?.maximum_cod_order_amount);
  return {
    zoneId: zone?.id ?? null,
    // The domain's rule, as the server prices (the zone's module values, else the store's, field by field).
    rule: zoneShippingRule(
      pivot && {
        perKmCharge: pivot.per_km_shipping_charge,
        minimumCharge: pivot.minimum_shipping_charge,
        maximumCharge: pivot.maximum_shipping_charge,
      },
      {
        perKmCharge: store.per_km_shipping_charge,
        minimumCharge: store.minimum_shipping_charge,
        maximumCharge: store.maximum_shipping_charge,
      },
    ),
    increasedFeePercent:
      zone?.increased_delivery_fee_status === true ? (zone.increased_delivery_fee ?? null) : null,
    cashOnDelivery: zone?.cash_on_delivery === true,
    codMaximum: codMaximum === null ? null : toMinorUnits(codMaximum, digits),
    digital: zone?.digital_payment === true,
    offline: zone?.offline_payment === true,
  };
}

/** The zones a saved address lies in, as the server stored them when it was saved (first one first). */
export function addressZoneKey(address: Pick<Address, "zone_id" | "zone_ids">): string {
  const ids =
    address.zone_ids ??
    (address.zone_id === null || address.zone_id === undefined ? [] : [address.zone_id]);
  return ids.join(",");
}

/** A saved address as the checkout shows and sends it, with the terms of its zone. */
export function checkoutAddressOf(address: Address, terms: ZoneTerms): CheckoutAddress {
  return {
    id: address.id,
    label: address.address_type ?? "",
    address: address.address ?? "",
    latitude: address.latitude,
    longitude: address.longitude,
    contactName: address.contact_person_name ?? "",
    contactPhone: String(address.contact_person_number ?? ""),
    road: address.road ?? "",
    house: address.house ?? "",
    floor: address.floor ?? "",
    addressType: address.address_type ?? "home",
    terms,
  };
}
