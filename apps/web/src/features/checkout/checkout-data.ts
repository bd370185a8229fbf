import type { Address, CartLine } from "@marketplace/api-client";
import type { CurrencyFormat, OpeningHours, ShippingRule } from "@marketplace/domain";

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
    open: boolean;
    hours: OpeningHours[];
  };
  rule: ShippingRule;
  increasedFeePercent: number | null;
  freeDeliveryOver: number | null;
  payments: {
    cashOnDelivery: boolean;
    /** The zone's maximum cash-on-delivery amount, minor units (null: no maximum). */
    codMaximum: number | null;
    digital: boolean;
    wallet: boolean;
  };
  walletBalance: number | null;
  tipsEnabled: boolean;
  mostTips: number | null;
  current: CheckoutAddress;
  saved: CheckoutAddress[];
  profile: { name: string; phone: string; email: string } | null;
}

/** A saved address as the checkout shows and sends it. */
export function checkoutAddressOf(address: Address): CheckoutAddress {
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
  };
}
