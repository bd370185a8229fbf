import type { OrderPlaceBody } from "@marketplace/api-client";
import type { CheckoutTotals, PartialPayment } from "@marketplace/domain";
import { fromMinorUnits } from "@marketplace/domain";

import type { CheckoutAddress, CheckoutData } from "../checkout-data";
import type { GuestContact } from "./address-dialogs";
import type { AddressExtras } from "./address-section";
import type { AppliedCoupon } from "./coupon-field";
import type { PaymentMethod } from "./payment-choices";

/** What the checkout form holds when Place Order is pressed. */
export interface OrderPlaceInput {
  data: CheckoutData;
  orderType: "delivery" | "take_away";
  address: CheckoutAddress;
  extras: AddressExtras;
  contact: GuestContact;
  totals: CheckoutTotals;
  /** "now" or the chosen schedule slot. */
  chosenWhen: string;
  coupon: AppliedCoupon | null;
  note: string;
  tips: number;
  cutlery: boolean;
  /** The wallet's part of a partial payment, null when the order is not split. */
  split: PartialPayment | null;
}

/** The `order/place` body of the checkout form's order, paid with `method`. */
export function orderPlaceBody(
  method: PaymentMethod,
  {
    data,
    orderType,
    address,
    extras,
    contact,
    totals,
    chosenWhen,
    coupon,
    note,
    tips,
    cutlery,
    split,
  }: OrderPlaceInput,
): OrderPlaceBody {
  const { currency, store } = data;
  const delivering = orderType === "delivery";
  // Signed in: the delivery address's contact; for a take-away, the account's (shown on the page).
  const signedInContact = delivering
    ? { name: address.contactName, phone: address.contactPhone }
    : { name: data.profile?.name ?? "", phone: data.profile?.phone ?? "" };
  const contactFields = data.signedIn
    ? {
        contact_person_name: signedInContact.name || undefined,
        contact_person_number: signedInContact.phone || undefined,
      }
    : {
        contact_person_name: contact.name,
        contact_person_number: contact.phone,
        contact_person_email: contact.email,
      };
  return {
    order_amount: fromMinorUnits(totals.total, currency.digits),
    payment_method: method,
    order_type: orderType,
    store_id: store.id,
    latitude: address.latitude,
    longitude: address.longitude,
    ...(delivering
      ? {
          distance: totals.distanceKm,
          address: address.address,
          address_type: address.addressType,
          road: extras.road || undefined,
          house: extras.house || undefined,
          floor: extras.floor || undefined,
          dm_tips: data.tipsEnabled ? tips : 0,
        }
      : {}),
    ...(chosenWhen === "now" ? {} : { schedule_at: chosenWhen }),
    ...(coupon ? { coupon_code: coupon.code } : {}),
    ...(note.trim() ? { order_note: note.trim() } : {}),
    ...(store.cutlery ? { cutlery } : {}),
    ...(totals.extraPackaging > 0
      ? { extra_packaging_amount: fromMinorUnits(totals.extraPackaging, currency.digits) }
      : {}),
    ...(split ? { partial_payment: true } : {}),
    // Buy Now / Order Now: the one line goes with the order; the server's cart is left as it is.
    ...(data.buyNow ? { is_buy_now: true, cart: data.buyNow.cart } : {}),
    ...contactFields,
  };
}
