/**
 * The most entries any list answer that is not paged holds (issue 20 #9): the customer's wish-list,
 * coupon and cashback lists, and the fixed-size lists (related items, a category's items, reviews,
 * notifications, running orders) are all at or under it. Paged lists take `limit` (at most 100,
 * `limitParam`). Newest (or best-ranked) entries first, so the cap drops the oldest.
 */
export const listCap = 100;
