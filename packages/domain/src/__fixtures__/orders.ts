import type { Order } from "@marketplace/api-client";

/** An order placed at noon, confirmed at 12:05, picked up at 12:30, with a courier and an address. */
export const pickedUpOrder: Order = {
  id: 100045,
  order_status: "picked_up",
  order_amount: 24.5,
  created_at: "2026-01-01 12:00:00",
  pending: "2026-01-01 12:00:00",
  accepted: "2026-01-01 12:02:00",
  confirmed: "2026-01-01 12:05:00",
  picked_up: "2026-01-01 12:30:00",
  delivered: null,
  delivery_man: { id: 3, f_name: "Sam", lat: 23.81, lng: 90.41 },
  delivery_address: {
    contact_person_name: "Ann",
    address: "House 1, Road 2",
    latitude: 23.8,
    longitude: 90.4,
  },
  receiver_details: null,
};

/** The same order while still pending. */
export const pendingOrder: Order = {
  ...pickedUpOrder,
  order_status: "pending",
  accepted: null,
  confirmed: null,
  picked_up: null,
};
