/** The part of an order line the reorder island receives from the server. */
// A type (not an interface): it must fit the SDK's loose `OrderDetail` rows.
export type ReorderLineInput = {
  id: number;
  item_id: number | null;
  item_campaign_id: number | null;
  price: number;
  quantity: number;
  variation: unknown[];
  add_ons: unknown[];
  item_details: { name: string };
};

/** A cancel or refund reason. */
export interface Reason {
  id: number;
  reason: string;
}
