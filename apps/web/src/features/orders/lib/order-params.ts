/** `?list=` of my orders: the running orders (default) or the history. */
export type OrderList = "running" | "history";

type Param = string | string[] | undefined;

const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

/** @example orderListParam("history") // "history" */
export function orderListParam(value: Param): OrderList {
  return first(value) === "history" ? "history" : "running";
}

/** A page number from `?p=` (1 when absent or not a plain positive integer). */
export function orderPageParam(value: Param): number {
  const text = first(value);
  return text !== undefined && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/** An order id from `?orderId=` (null when not a plain positive integer). */
export function orderIdParam(value: Param): number | null {
  const text = first(value);
  return text !== undefined && /^[1-9]\d{0,11}$/.test(text) ? Number(text) : null;
}

/** The my-orders list URL for a list and page. */
export function ordersHref(list: OrderList, page = 1): string {
  const query = new URLSearchParams({ page: "my-orders" });
  if (list === "history") query.set("list", "history");
  if (page > 1) query.set("p", String(page));
  return `/profile?${query.toString()}`;
}

/** One order's details in the profile. */
export function orderHref(orderId: number): string {
  return `/profile?page=my-orders&orderId=${String(orderId)}`;
}
