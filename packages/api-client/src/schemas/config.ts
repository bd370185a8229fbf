/** `GET config`: about 200 keys; the ones the storefront reads are typed, the rest are kept. */
import * as z from "zod";

import { wireAmount, wireArray, wireFlag, wireNumber } from "./wire";

const text = z.string().nullish();
const flag = wireFlag.optional();
const amount = wireAmount;

/** The login switches of `centralize_login`. */
export const centralizeLoginSchema = z.looseObject({
  manual_login_status: flag,
  otp_login_status: flag,
  social_login_status: flag,
  google_login_status: flag,
  facebook_login_status: flag,
  apple_login_status: flag,
  email_verification_status: flag,
  phone_verification_status: flag,
});

/** The business configuration. */
export const configSchema = z.looseObject({
  business_name: text,
  logo: text,
  logo_full_url: text,
  fav_icon_full_url: text,
  address: text,
  phone: text,
  email: text,
  country: text,
  country_picker_status: flag,
  default_location: z.looseObject({ lat: wireNumber, lng: wireNumber }).nullish(),
  currency_symbol: text,
  currency_symbol_direction: text,
  digit_after_decimal_point: amount,
  timeformat: text,
  cash_on_delivery: flag,
  digital_payment: flag,
  offline_payment_status: flag,
  partial_payment_status: flag,
  /** Which methods may pay the rest of a partial wallet payment: cod, digital_payment, offline_payment, both/all. */
  partial_payment_method: text,
  add_fund_status: flag,
  customer_wallet_status: flag,
  /** The digital payment gateways a customer may pay with (add fund, digital orders). */
  active_payment_method_list: wireArray(
    z.looseObject({ gateway: z.string(), gateway_title: text, gateway_image_full_url: text }),
  ).optional(),
  loyalty_point_status: flag,
  /** Points worth one currency unit in the wallet. */
  loyalty_point_exchange_rate: amount,
  /** The fewest points a customer may convert at once. */
  loyalty_point_minimum_point: amount,
  ref_earning_status: flag,
  /** What a referrer earns in the wallet when a referred customer completes a first order. */
  ref_earning_exchange_rate: amount,
  schedule_order: flag,
  home_delivery_status: flag,
  takeaway_status: flag,
  guest_checkout_status: flag,
  prescription_order_status: flag,
  dm_tips_status: flag,
  tax_included: flag,
  free_delivery_over: amount,
  /** The business's parcel rates, used when a parcel category has none of its own. */
  parcel_per_km_shipping_charge: amount,
  parcel_minimum_shipping_charge: amount,
  admin_free_delivery: z
    .looseObject({ status: flag, type: text, free_delivery_over: amount })
    .nullish(),
  firebase_otp_verification: flag,
  /**
   * The reference API in demo mode: the one-time code every code dialog accepts (its demo note shows
   * it); null or absent elsewhere.
   */
  demo_otp_code: z.string().nullish(),
  centralize_login: centralizeLoginSchema.nullish(),
  social_login: wireArray(z.looseObject({ login_medium: text, status: flag })).optional(),
  apple_login: wireArray(
    z.looseObject({ login_medium: text, status: flag, client_id: text, redirect_url_react: text }),
  ).optional(),
  social_media: wireArray(z.looseObject({ name: text, link: text })).optional(),
  download_user_app_links: z
    .looseObject({
      playstore_url: text,
      playstore_url_status: flag,
      apple_store_url: text,
      apple_store_url_status: flag,
    })
    .nullish(),
  language: wireArray(z.looseObject({ key: text, value: text })).optional(),
  module: z.unknown().optional(),
  module_config: z.unknown().optional(),
  refund_policy: flag,
  cancelation_policy: flag,
  shipping_policy: flag,
  maintenance_mode: flag,
  base_urls: z.record(z.string(), z.string().nullable()).nullish(),
});
/** The business configuration. */
export type Config = z.infer<typeof configSchema>;
