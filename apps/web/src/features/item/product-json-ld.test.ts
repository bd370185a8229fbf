import { describe, expect, it } from "vitest";

import type { Item } from "@marketplace/api-client";

import { productJsonLd } from "./product-json-ld";

const usd = { symbol: "$", direction: "left", digits: 2 } as const;
const options = {
  url: "https://shop.example/product/cotton-t-shirt",
  imageUrls: ["https://shop.example/storage/shirt.png"],
  currency: usd,
  currencyCode: "USD",
};

function item(fields: Partial<Item>): Item {
  return {
    id: 202,
    name: "Cotton T-Shirt",
    price: 20,
    discount: 10,
    discount_type: "percent",
    store_id: 7,
    store_name: "Urban Wear",
    module_type: "ecommerce",
    stock: 5,
    avg_rating: 4.5,
    rating_count: 12,
    description: "Soft cotton",
    ...fields,
  };
}

describe("productJsonLd", () => {
  it("offers the price after discount with currency, availability and the rating", () => {
    const data = productJsonLd(item({}), options);
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Cotton T-Shirt",
      sku: "202",
      brand: { "@type": "Brand", name: "Urban Wear" },
      offers: {
        "@type": "Offer",
        price: "18.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: options.url,
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it("says OutOfStock at stock 0 (not in food) and leaves the rating out without reviews", () => {
    const data = productJsonLd(item({ stock: 0, rating_count: 0, discount: 0 }), options);
    expect(data.offers).toMatchObject({
      price: "20.00",
      availability: "https://schema.org/OutOfStock",
    });
    expect(data.aggregateRating).toBeUndefined();
    const food = productJsonLd(item({ stock: 0, module_type: "food" }), options);
    expect(food.offers.availability).toBe("https://schema.org/InStock");
  });

  it("uses an AggregateOffer for items whose variations make a price range", () => {
    const data = productJsonLd(
      item({
        discount: 0,
        variations: [
          { type: "S", price: 15, stock: 3 },
          { type: "L", price: 25, stock: 3 },
        ],
      }),
      options,
    );
    expect(data.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: "15.00",
      highPrice: "25.00",
    });
  });
});
