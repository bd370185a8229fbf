// The new customer's first-order discount (spec A §4 welcome modal: is_valid_for_discount, validity).

/** The business settings that describe the discount (`new_customer_discount_*`). */
export interface NewCustomerDiscountSettings {
  new_customer_discount_status?: unknown;
  new_customer_discount_amount?: unknown;
  new_customer_discount_amount_type?: unknown;
  new_customer_discount_amount_validity?: unknown;
  new_customer_discount_validity_type?: unknown;
}

export interface FirstOrderOffer {
  amount: number;
  type: "percentage" | "amount";
  /** Whole days the offer still runs (at least 1). */
  validityDays: number;
}

const DAYS_PER_UNIT: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

const switchedOn = (value: unknown) => value === 1 || value === true || value === "1";
const positive = (value: unknown): number | null => {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? number : null;
};

/**
 * The first-order discount a customer is offered: only while the setting is on, before the first order
 * and within the validity period counted from sign-up; null otherwise.
 * @example firstOrderOffer({ new_customer_discount_status: 1, new_customer_discount_amount: 10, new_customer_discount_amount_type: "percentage", new_customer_discount_amount_validity: 7, new_customer_discount_validity_type: "day" }, { orderCount: 0, daysSinceSignUp: 2 }) // { amount: 10, type: "percentage", validityDays: 5 }
 */
export function firstOrderOffer(
  settings: NewCustomerDiscountSettings,
  customer: { orderCount: number; daysSinceSignUp: number },
): FirstOrderOffer | null {
  if (!switchedOn(settings.new_customer_discount_status) || customer.orderCount > 0) return null;
  const amount = positive(settings.new_customer_discount_amount);
  const validity = positive(settings.new_customer_discount_amount_validity);
  const unitName = settings.new_customer_discount_validity_type ?? "day";
  const unit = typeof unitName === "string" ? DAYS_PER_UNIT[unitName] : undefined;
  if (amount === null || validity === null || unit === undefined) return null;
  const validityDays = Math.floor(validity * unit) - Math.max(0, customer.daysSinceSignUp);
  if (validityDays < 1) return null;
  const type =
    settings.new_customer_discount_amount_type === "percentage" ? "percentage" : "amount";
  return { amount, type, validityDays };
}

/**
 * The offer as `customer/info` reports it (`is_valid_for_discount`, `discount_amount`, `discount_amount_type`,
 * `validity`), for the checkout to price it as the server will; null when it does not hold.
 * @example profileFirstOrderOffer({ is_valid_for_discount: true, discount_amount: 10, discount_amount_type: "percentage", validity: 5 }) // { amount: 10, type: "percentage", validityDays: 5 }
 */
export function profileFirstOrderOffer(profile: {
  is_valid_for_discount?: boolean | undefined;
  discount_amount?: number | null | undefined;
  discount_amount_type?: string | null | undefined;
  validity?: string | number | null | undefined;
}): FirstOrderOffer | null {
  const amount = positive(profile.discount_amount);
  const validityDays = positive(profile.validity);
  if (profile.is_valid_for_discount !== true || amount === null || validityDays === null)
    return null;
  const type = profile.discount_amount_type === "percentage" ? "percentage" : "amount";
  return { amount, type, validityDays: Math.floor(validityDays) };
}
