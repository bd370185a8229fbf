// Single source of truth for every code a rule returns that the storefront shows as text. The storefront's
// message catalogue maps each code to exactly one spec message; the table is in this package's README.

/** Item detail, cart and availability messages (D4, D5, D8). */
export const CART_MESSAGE_CODES = [
  "variation_required",
  "variation_count_out_of_range",
  "variation_range_hint",
  "variation_out_of_stock",
  "out_of_stock",
  "out_of_limits",
  "no_changes",
  "cart_cleared_and_item_added",
  "not_available_schedulable",
  "not_available",
  "prescription_required",
  "not_logged_in",
] as const;

/** Prices, badges, distance and countdown (D2, D5, D9). */
export const DISPLAY_MESSAGE_CODES = [
  "free",
  "discount_percent",
  "discount_amount",
  "distance_km",
  "distance_over_1k_km",
  "campaign_over",
  "closed_now",
  "first_order_discount",
  "read_more",
  "show_less",
] as const;

/** Module wording (D1, D2). */
export const MODULE_MESSAGE_CODES = [
  "no_module",
  "headline_grocery",
  "headline_pharmacy",
  "headline_ecommerce",
  "headline_food",
  "headline_parcel",
  "restaurants",
  "stores",
  "foods",
  "medicines",
  "groceries",
  "items",
] as const;

/** Form validation messages (A5, D5). */
export const FORM_MESSAGE_CODES = [
  "email_or_phone_required",
  "email_or_phone_invalid",
  "password_required",
  "password_too_short",
  "phone_required",
  "phone_too_short",
  "first_name_required",
  "email_required",
  "email_invalid",
  "confirm_password_required",
  "passwords_must_match",
  "terms_required",
  "otp_required",
  "name_required",
  "address_required",
  "contact_name_required",
  "contact_phone_required",
  "profile_phone_required",
  "not_changeable",
  "newsletter_email_invalid",
  "order_id_required",
  "contact_number_required",
  "prescription_image_required",
  "prescription_max_images",
  "photo_invalid",
  "new_password_too_short",
  "new_password_too_long",
  "new_password_common",
] as const;

/** Navigation, location and session messages (A2, A4, A5, A8, D4). */
export const NAVIGATION_MESSAGE_CODES = [
  "login_required",
  "zone_required",
  "location_set",
  "session_expired",
  "account_deleted",
] as const;

/** Checkout messages (A8). */
export const CHECKOUT_MESSAGE_CODES = ["coupon_min_purchase", "cod_limit_exceeded"] as const;

/** Order tracking timeline steps (A2). */
export const ORDER_MESSAGE_CODES = [
  "order_placed",
  "order_confirmed",
  "on_the_way",
  "delivered",
] as const;

/** Every code the storefront must have a message for. */
export const MESSAGE_CODES = [
  ...CART_MESSAGE_CODES,
  ...DISPLAY_MESSAGE_CODES,
  ...MODULE_MESSAGE_CODES,
  ...FORM_MESSAGE_CODES,
  ...NAVIGATION_MESSAGE_CODES,
  ...CHECKOUT_MESSAGE_CODES,
  ...ORDER_MESSAGE_CODES,
] as const;

export type CartMessageCode = (typeof CART_MESSAGE_CODES)[number];
export type DisplayMessageCode = (typeof DISPLAY_MESSAGE_CODES)[number];
export type ModuleMessageCode = (typeof MODULE_MESSAGE_CODES)[number];
export type FormMessageCode = (typeof FORM_MESSAGE_CODES)[number];
export type NavigationMessageCode = (typeof NAVIGATION_MESSAGE_CODES)[number];
export type CheckoutMessageCode = (typeof CHECKOUT_MESSAGE_CODES)[number];
export type OrderMessageCode = (typeof ORDER_MESSAGE_CODES)[number];
export type MessageCode = (typeof MESSAGE_CODES)[number];

/**
 * Whether a string is one of the message codes (e.g. a zod issue message from a form schema).
 * @example isMessageCode("password_too_short") // true
 */
export function isMessageCode(value: string): value is MessageCode {
  return (MESSAGE_CODES as readonly string[]).includes(value);
}
