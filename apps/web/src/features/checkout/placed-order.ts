/** The last placed order of this tab (for the guest's success dialog after the payment gateway). */
export interface PlacedOrder {
  orderId: number;
  createdAt: string;
  status: string;
  contact: string;
  total: string;
}

const STORAGE_KEY = "checkout-placed";

export function rememberPlaced(order: PlacedOrder): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(order));
  } catch {
    // The dialog then shows the order number only.
  }
}

/** The remembered order when it is the one asked for. */
export function recallPlaced(orderId: number): PlacedOrder | null {
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<PlacedOrder>;
    if (value.orderId !== orderId) return null;
    return {
      orderId,
      createdAt: typeof value.createdAt === "string" ? value.createdAt : "",
      status: typeof value.status === "string" ? value.status : "",
      contact: typeof value.contact === "string" ? value.contact : "",
      total: typeof value.total === "string" ? value.total : "",
    };
  } catch {
    return null;
  }
}

/** Where a placed order goes next (spec A §2, §4). */
export function checkoutReturnHref(orderId: number, flag: "success" | "fail" | "gateway"): string {
  return flag === "gateway"
    ? `/checkout?page=cart&gateway=${String(orderId)}`
    : `/checkout?page=cart&flag=${flag}&order_id=${String(orderId)}`;
}

/** The signed-in customer's order page after checkout. */
export const myOrderHref = (orderId: number) =>
  `/profile?page=my-orders&orderId=${String(orderId)}&from=checkout`;
