// Single source of truth for the store page's open / closed line (D2): open now, opens at the next
// opening time today, or closed for today.

export type StoreOpening =
  | { code: "store_open" }
  | { code: "store_opens_at"; time: string }
  | { code: "store_closed_today" };

const TIME = /^(\d{2}):(\d{2})/;

/**
 * The store's state from the wire: `open` 1 is open; otherwise `current_opening_time` ("HH:MM") is the
 * next opening today and "closed" (or nothing readable) means no more hours today. An inactive store is closed.
 * @example storeOpening({ open: false, active: true, current_opening_time: "17:00" }) // { code: "store_opens_at", time: "17:00" }
 */
export function storeOpening(store: {
  open?: boolean | null | undefined;
  active?: boolean | null | undefined;
  current_opening_time?: string | number | null | undefined;
}): StoreOpening {
  if (store.active === false) return { code: "store_closed_today" };
  if (store.open === true) return { code: "store_open" };
  const match = TIME.exec(String(store.current_opening_time ?? ""));
  if (!match) return { code: "store_closed_today" };
  return { code: "store_opens_at", time: `${match[1] ?? "00"}:${match[2] ?? "00"}` };
}
