import type { Item } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { formatMoney, priceRange } from "@marketplace/domain";

/** schema.org `Product` with its `Offer` (or `AggregateOffer` for a price range) and `AggregateRating`. */
export interface ProductJsonLd {
  "@context": "https://schema.org";
  "@type": "Product";
  name: string;
  url: string;
  sku: string;
  image?: string[];
  description?: string;
  brand?: { "@type": "Brand"; name: string };
  offers:
    | {
        "@type": "Offer";
        price: string;
        priceCurrency: string;
        availability: string;
        url: string;
      }
    | {
        "@type": "AggregateOffer";
        lowPrice: string;
        highPrice: string;
        priceCurrency: string;
        availability: string;
        url: string;
      };
  aggregateRating?: { "@type": "AggregateRating"; ratingValue: number; reviewCount: number };
}

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

/**
 * The product page's structured data: prices after discount (the domain's price range), availability
 * from stock (food has no stock), the rating when the item has reviews.
 */
export function productJsonLd(
  item: Item,
  options: { url: string; imageUrls: string[]; currency: CurrencyFormat; currencyCode: string },
): ProductJsonLd {
  const range = priceRange(item, options.currency.digits);
  // schema.org wants a plain decimal: the domain's formatting without a symbol.
  const plain = { symbol: "", direction: "left", digits: options.currency.digits } as const;
  const amount = (minor: number) => formatMoney(minor, plain);
  const outOfStock =
    item.module_type !== "food" &&
    item.stock !== null &&
    item.stock !== undefined &&
    item.stock <= 0;
  const availability = outOfStock ? OUT_OF_STOCK : IN_STOCK;
  const ratingCount = Number(item.rating_count ?? 0);
  const description = item.description ?? "";
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.name,
    url: options.url,
    sku: String(item.id),
    ...(options.imageUrls.length > 0 ? { image: options.imageUrls } : {}),
    ...(description === "" ? {} : { description }),
    ...(item.store_name ? { brand: { "@type": "Brand" as const, name: item.store_name } } : {}),
    offers: range.isRange
      ? {
          "@type": "AggregateOffer",
          lowPrice: amount(range.minDiscounted),
          highPrice: amount(range.maxDiscounted),
          priceCurrency: options.currencyCode,
          availability,
          url: options.url,
        }
      : {
          "@type": "Offer",
          price: amount(range.minDiscounted),
          priceCurrency: options.currencyCode,
          availability,
          url: options.url,
        },
    ...(ratingCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating" as const,
            ratingValue: Number(item.avg_rating ?? 0),
            reviewCount: ratingCount,
          },
        }
      : {}),
  };
}
