/**
 * The tracking page of an order. Its signed-in owner needs the order id alone; a guest also needs the
 * contact number the order was placed with (the API answers a guest's order only with it).
 */
export function trackOrderHref(orderId: number, contact?: string | null): string {
  const base = `/track-order?order_id=${String(orderId)}`;
  return contact ? `${base}&contact=${encodeURIComponent(contact)}` : base;
}
