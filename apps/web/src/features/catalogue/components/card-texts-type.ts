/** The translated texts the cards show, built once per request from next-intl (`card-texts.ts`). */
export interface CardTexts {
  free: string;
  discountPercent: (percent: number) => string;
  discountAmount: (text: string) => string;
  ratingCount: (count: number) => string;
  /** The spoken rating, e.g. 'Rated 4.3 out of 5'. */
  rating: (value: string) => string;
  /** Screen-reader prefix of a struck-through price. */
  originalPrice: string;
  distanceKm: (value: string) => string;
  distanceOver: string;
  fromYou: string;
  closedNow: string;
  freeDelivery: string;
  sold: (count: number) => string;
  available: (count: number) => string;
  outOfStock: string;
  couponOff: (value: string) => string;
  couponMin: (amount: string) => string;
  productsCount: (count: number) => string;
  veg: string;
  nonVeg: string;
  organic: string;
  halal: string;
  recommend: string;
  notAvailableLater: string;
  notAvailable: string;
  hours: (starts: string, ends: string) => string;
}
