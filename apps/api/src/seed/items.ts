/**
 * The items of one store: the products of the categories it sells (at most 16) with store-specific
 * prices, variations, stock and reviews; the store's rating follows from its items' reviews.
 */
import type { ModuleCatalogue, ModuleType, ProductDef, StoreDef } from "./defs";
import type { DemoData, EmojiFn } from "./demo-data";
import type { Random } from "./random";
import { stampOffset } from "./demo-data";
import { cents, slugify } from "./random";
import { foodVariationsFor, productVariationsFor } from "./variations";

const reviewers = [
  "Amira Hassan",
  "Ben Carter",
  "Chloe Nguyen",
  "Daniel Okafor",
  "Elena Petrova",
  "Farid Rahman",
  "Grace Kim",
  "Hugo Martin",
  "Isla Brown",
  "Jonas Weber",
  "Keiko Tanaka",
  "Liam O'Brien",
  "Maya Patel",
  "Noah Silva",
  "Olivia Rossi",
  "Priya Sharma",
  "Rafael Costa",
  "Sara Lindqvist",
  "Tomás García",
  "Yusuf Demir",
];
const goodComments = [
  "Excellent quality, will order again.",
  "Arrived quickly and well packed.",
  "Exactly as described.",
  "Great value for the price.",
  "Fresh and delicious!",
  "My family loved it.",
  "Friendly store, fast delivery.",
];
/** Shoppers' photos: the first review of every fifth item shows the product and the parcel it came in. */
const photoBackground = "#FFF4E0";
const parcelEmoji = "package";
const hasPhotos = (itemId: number, reviewIndex: number) => itemId % 5 === 0 && reviewIndex === 0;

const okComments = [
  "Good, but delivery took a while.",
  "Decent, packaging could be better.",
  "Okay overall.",
];

function describe(def: ProductDef, moduleType: ModuleType, storeName: string): string {
  if (def.description) return def.description;
  switch (moduleType) {
    case "food":
      return `${def.name}, freshly prepared to order at ${storeName}. Made with quality ingredients and served hot.`;
    case "grocery":
      return `${def.name}, hand-picked and stored cold at ${storeName}. Sold per ${def.unit ?? "piece"}.`;
    case "pharmacy":
      return def.generic
        ? `${def.name} (${def.generic.join(", ")}). Read the leaflet before use and follow your pharmacist's advice.`
        : `${def.name}, a trusted everyday health product available at ${storeName}.`;
    default:
      return `${def.name} from ${def.brand ?? storeName}. Quality checked, with free returns within 14 days.`;
  }
}

/** An item of a module, as the promotions pick them. */
export interface ModuleItem {
  id: number;
  storeId: number;
  price: number;
  zoneId: number;
}

export interface StoreItemsInput {
  data: DemoData;
  now: Date;
  random: Random;
  emojiImage: EmojiFn;
  catalogue: ModuleCatalogue;
  storeDef: StoreDef;
  /** The store's id, zone and module. */
  id: number;
  zoneId: number;
  moduleId: number;
  storeAddOns: number[];
  productCategory: Map<ProductDef, { parentId: number; childId: number }>;
  brandIds: Map<string, number>;
  conditionIds: Map<string, number>;
}

/** Adds the store's items and reviews, sets the store's ratings, and answers the items added. */
export function addStoreItems(input: StoreItemsInput): ModuleItem[] {
  const { data, now, random, emojiImage, catalogue, storeDef, id, zoneId, moduleId, storeAddOns } =
    input;
  const { productCategory, brandIds, conditionIds } = input;
  const isFood = catalogue.type === "food";
  const moduleItems: ModuleItem[] = [];
  // Items: the products of the categories the store sells (at most 16), with store-specific prices.
  const pool = catalogue.categories
    .filter((category) => storeDef.sells.includes(category.name))
    .flatMap((category) => category.children.flatMap((child) => child.products));
  const chosen = new Set(random.sample(pool, 16));
  const products = pool.filter((product) => chosen.has(product));
  const storeRatings = [0, 0, 0, 0, 0];
  let storeRatingSum = 0;
  let storeRatingCount = 0;
  products.forEach((def, productIndex) => {
    const itemId = data.items.length + 1;
    const place = productCategory.get(def);
    if (!place) throw new Error(`no category for ${def.name}`);
    const basePrice = cents(def.price * (0.92 + random.next() * 0.2));
    const { choiceOptions, variations, attributes } = isFood
      ? { choiceOptions: [], variations: [], attributes: [] }
      : productVariationsFor(def.variant, basePrice, random);
    const price = variations[0]?.price ?? basePrice;
    const roll = random.next();
    const discountType = roll < 0.22 ? "percent" : roll < 0.3 ? "amount" : "percent";
    const discountValue =
      roll < 0.22
        ? ([5, 10, 15, 20, 25][random.int(0, 4)] ?? 10)
        : roll < 0.3
          ? Math.min(2, cents(price * 0.2))
          : 0;
    const breakfast =
      isFood &&
      [
        "Buttermilk Pancakes",
        "Belgian Waffle",
        "Croissant Sandwich",
        "Bagel with Cream Cheese",
      ].includes(def.name);
    const reviewCount = random.int(0, 6);
    const ratings = [0, 0, 0, 0, 0];
    let ratingSum = 0;
    for (let r = 0; r < reviewCount; r += 1) {
      const reviewId = data.reviews.length + 1;
      const rating = random.next() < 0.55 ? 5 : random.next() < 0.7 ? 4 : random.int(2, 3);
      ratings[5 - rating] = (ratings[5 - rating] ?? 0) + 1;
      ratingSum += rating;
      data.reviews.push({
        id: reviewId,
        itemId,
        storeId: id,
        customerName: random.pick(reviewers),
        comment: rating >= 4 ? random.pick(goodComments) : random.pick(okComments),
        attachment: hasPhotos(itemId, r)
          ? [
              emojiImage("review", def.emoji, photoBackground),
              emojiImage("review", parcelEmoji, photoBackground),
            ]
          : [],
        rating,
        reply: rating <= 3 ? "Thank you for the feedback, we are working on it." : null,
        moduleId,
        createdAt: stampOffset(now, -random.int(1, 90)),
      });
    }
    ratings.forEach((value, index) => {
      storeRatings[index] = (storeRatings[index] ?? 0) + value;
    });
    storeRatingSum += ratingSum;
    storeRatingCount += reviewCount;
    const tags = [
      place.childId === place.parentId ? "" : (slugify(def.name).split("-")[0] ?? ""),
      def.organic ? "organic" : "",
      def.halal ? "halal" : "",
    ].filter(Boolean);
    data.items.push({
      id: itemId,
      name: def.name,
      slug: `${slugify(def.name)}-${String(itemId)}`,
      description: describe(def, catalogue.type, storeDef.name),
      image: emojiImage("product", def.emoji),
      images: [emojiImage("product", def.emoji)],
      categoryId: place.childId,
      categoryIds: [
        { id: String(place.parentId), position: 1 },
        { id: String(place.childId), position: 2 },
      ],
      variations,
      foodVariations: isFood ? foodVariationsFor(def.variant) : [],
      addOns:
        isFood && (def.variant === "burger" || def.variant === "pizza" || productIndex % 3 === 0)
          ? random.sample(storeAddOns, random.int(2, 4)).sort((a, b) => a - b)
          : [],
      attributes,
      choiceOptions,
      price,
      tax: catalogue.type === "pharmacy" ? 0 : 5,
      discount: discountValue,
      discountType,
      availableTimeStarts: breakfast ? "07:00:00" : "00:00:00",
      availableTimeEnds: breakfast ? "11:30:00" : "23:59:59",
      veg: def.veg ?? 0,
      storeId: id,
      moduleId,
      unit: def.unit ?? (isFood ? null : "pc"),
      stock: isFood
        ? 0
        : variations.length > 0
          ? variations.reduce((sum, variation) => sum + variation.stock, 0)
          : productIndex % 11 === 7
            ? 0
            : random.int(4, 150),
      maximumCartQuantity: def.prescription
        ? 2
        : catalogue.type === "ecommerce" && price > 300
          ? 2
          : productIndex % 5 === 2
            ? 10
            : null,
      organic: def.organic ? 1 : 0,
      isHalal: def.halal ? 1 : 0,
      recommended: random.chance(0.25) ? 1 : 0,
      brandId: def.brand ? (brandIds.get(def.brand) ?? null) : null,
      commonConditionId: def.condition ? (conditionIds.get(def.condition) ?? null) : null,
      isPrescriptionRequired: def.prescription ? 1 : 0,
      genericName: def.generic ?? [],
      nutritions: def.nutritions ?? [],
      allergies: def.allergies ?? [],
      tags,
      avgRating: reviewCount > 0 ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0,
      ratingCount: reviewCount,
      ratings,
      orderCount: random.int(0, 400),
      createdAt: stampOffset(now, -random.int(0, 120), -random.int(0, 23)),
    });
    moduleItems.push({ id: itemId, storeId: id, price, zoneId });
  });
  const store = data.stores[data.stores.length - 1];
  if (store) {
    store.ratings = storeRatings;
    store.ratingCount = storeRatingCount;
    store.avgRating =
      storeRatingCount > 0 ? Math.round((storeRatingSum / storeRatingCount) * 10) / 10 : 0;
    store.positiveRating =
      storeRatingCount > 0
        ? Math.round((((storeRatings[0] ?? 0) + (storeRatings[1] ?? 0)) / storeRatingCount) * 100)
        : 0;
  }
  return moduleItems;
}
