import type * as schema from "../db/schema";
import type { StoreDiscountRow } from "../db/schema/json-types";
import type { ModuleCatalogue, ModuleType, ProductDef } from "./defs";
import { foodCatalogue } from "./catalogue-food";
import { groceryCatalogue } from "./catalogue-grocery";
import { conditionNames, pharmacyCatalogue } from "./catalogue-pharmacy";
import { shopCatalogue } from "./catalogue-shop";
import { placeDefs, zoneDefs } from "./city";
import { cents, createRandom, slugify } from "./random";
import { foodVariationsFor, productVariationsFor } from "./variations";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export interface DemoData {
  modules: Insert<typeof schema.modules>[];
  zones: Insert<typeof schema.zones>[];
  moduleZones: Insert<typeof schema.moduleZones>[];
  places: Insert<typeof schema.places>[];
  categories: Insert<typeof schema.categories>[];
  brands: Insert<typeof schema.brands>[];
  commonConditions: Insert<typeof schema.commonConditions>[];
  stores: Insert<typeof schema.stores>[];
  storeSchedules: Insert<typeof schema.storeSchedules>[];
  addOns: Insert<typeof schema.addOns>[];
  items: Insert<typeof schema.items>[];
  itemCampaigns: Insert<typeof schema.itemCampaigns>[];
  reviews: Insert<typeof schema.reviews>[];
  campaigns: Insert<typeof schema.campaigns>[];
  campaignStores: Insert<typeof schema.campaignStores>[];
  flashSales: Insert<typeof schema.flashSales>[];
  flashSaleItems: Insert<typeof schema.flashSaleItems>[];
  banners: Insert<typeof schema.banners>[];
  coupons: Insert<typeof schema.coupons>[];
  cashbacks: Insert<typeof schema.cashbacks>[];
  advertisements: Insert<typeof schema.advertisements>[];
  parcelCategories: Insert<typeof schema.parcelCategories>[];
  vehicles: Insert<typeof schema.vehicles>[];
  tipAmounts: Insert<typeof schema.tipAmounts>[];
  testimonials: Insert<typeof schema.testimonials>[];
  moduleContents: Insert<typeof schema.moduleContents>[];
  /** Every image file the data refers to, by storage folder, with what to draw. */
  images: ImageSpec[];
}

export type ImageSpec =
  | { folder: string; file: string; kind: "emoji"; emoji: string; background: string }
  | { folder: string; file: string; kind: "logo"; emoji: string; color: string; initials: string }
  | {
      folder: string;
      file: string;
      kind: "cover" | "banner";
      emoji: string;
      color: string;
      title: string;
      subtitle: string;
    };

export const moduleDefs: {
  type: ModuleType;
  name: string;
  emoji: string;
  color: string;
  description: string;
}[] = [
  {
    type: "grocery",
    name: "Grocery",
    emoji: "shopping-cart",
    color: "#2B8A3E",
    description: "Fresh produce, dairy and pantry staples delivered fast.",
  },
  {
    type: "pharmacy",
    name: "Pharmacy",
    emoji: "pill",
    color: "#0CA678",
    description: "Medicines, baby care and wellness from licensed pharmacies.",
  },
  {
    type: "ecommerce",
    name: "Shop",
    emoji: "shopping-bags",
    color: "#7048E8",
    description: "Fashion, electronics, beauty and home essentials.",
  },
  {
    type: "food",
    name: "Food",
    emoji: "hamburger",
    color: "#E4572E",
    description: "Order from the best restaurants in Lakeshore.",
  },
  {
    type: "parcel",
    name: "Parcel",
    emoji: "package",
    color: "#1971C2",
    description: "Send documents and packages across the city.",
  },
];

const catalogues: ModuleCatalogue[] = [
  groceryCatalogue,
  pharmacyCatalogue,
  shopCatalogue,
  foodCatalogue,
];

const brandColors = ["#343A40", "#5F3DC4", "#0B7285", "#C2255C", "#2B8A3E", "#E67700", "#1864AB"];
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
const okComments = [
  "Good, but delivery took a while.",
  "Decent, packaging could be better.",
  "Okay overall.",
];

const pad = (value: number) => String(value).padStart(2, "0");
/** "YYYY-MM-DD" of now + days (UTC). */
export function dateOffset(now: Date, days: number): string {
  const date = new Date(now.getTime() + days * 86_400_000);
  return `${String(date.getUTCFullYear())}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
/** An ISO timestamp (Postgres accepts it) of now + days. */
function stampOffset(now: Date, days: number, hours = 0): string {
  return new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000).toISOString();
}

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

/** Builds the whole demo data set from the hand-written catalogue, deterministically for a given `now`. */
export function buildDemoData(now: Date): DemoData {
  const random = createRandom(20261121);
  const data: DemoData = {
    modules: [],
    zones: [],
    moduleZones: [],
    places: [],
    categories: [],
    brands: [],
    commonConditions: [],
    stores: [],
    storeSchedules: [],
    addOns: [],
    items: [],
    itemCampaigns: [],
    reviews: [],
    campaigns: [],
    campaignStores: [],
    flashSales: [],
    flashSaleItems: [],
    banners: [],
    coupons: [],
    cashbacks: [],
    advertisements: [],
    parcelCategories: [],
    vehicles: [],
    tipAmounts: [],
    testimonials: [],
    moduleContents: [],
    images: [],
  };
  const imageKeys = new Set<string>();
  const image = (spec: ImageSpec): string => {
    const key = `${spec.folder}/${spec.file}`;
    if (!imageKeys.has(key)) {
      imageKeys.add(key);
      data.images.push(spec);
    }
    return spec.file;
  };
  const emojiImage = (folder: string, emoji: string, background = "#F8F9FA") =>
    image({ folder, file: `${emoji}.svg`, kind: "emoji", emoji, background });

  // Modules and zones.
  const moduleIds = new Map<ModuleType, number>();
  moduleDefs.forEach((def, index) => {
    const id = index + 1;
    moduleIds.set(def.type, id);
    data.modules.push({
      id,
      moduleName: def.name,
      moduleType: def.type,
      slug: def.type,
      icon: emojiImage("module", def.emoji, "#FFFFFF"),
      thumbnail: image({
        folder: "module",
        file: `${def.type}-thumbnail.svg`,
        kind: "banner",
        emoji: def.emoji,
        color: def.color,
        title: def.name,
        subtitle: def.description,
      }),
      status: 1,
      description: def.description,
      themeId: 1,
      allZoneService: 0,
      createdAt: stampOffset(now, -400),
    });
  });
  zoneDefs.forEach((def, index) => {
    const zoneId = index + 1;
    data.zones.push({
      id: zoneId,
      name: def.name,
      displayName: def.displayName,
      coordinates: def.ring,
      cashOnDelivery: true,
      digitalPayment: true,
      offlinePayment: zoneId !== 3,
      increasedDeliveryFee: zoneId === 3 ? 10 : 0,
      increasedDeliveryFeeStatus: zoneId === 3 ? 1 : 0,
      increaseDeliveryChargeMessage:
        zoneId === 3 ? "Heavy rain in Northgate: delivery fees are 10% higher." : null,
    });
    for (const [moduleType, moduleId] of moduleIds) {
      data.moduleZones.push({
        moduleId,
        zoneId,
        perKmShippingCharge: moduleType === "parcel" ? 0.9 : 0.6,
        minimumShippingCharge: moduleType === "parcel" ? 3 : 1.5,
        maximumShippingCharge: moduleType === "parcel" ? 25 : 12,
        maximumCodOrderAmount: 500,
        deliveryChargeType: "distance",
      });
    }
  });
  placeDefs.forEach((def, index) => {
    data.places.push({
      id: index + 1,
      placeId: `lks-${slugify(def.name)}`,
      name: def.name,
      kind: def.kind,
      street: def.kind === "street" ? def.name : null,
      district: def.district,
      formattedAddress: `${def.name}, ${def.district}, Lakeshore`,
      latitude: def.lat,
      longitude: def.lng,
    });
  });
  conditionNames.forEach((name, index) => data.commonConditions.push({ id: index + 1, name }));
  const conditionIds = new Map(conditionNames.map((name, index) => [name, index + 1]));

  let categoryId = 0;
  let brandId = 0;
  let storeId = 0;
  let itemId = 0;
  let addOnId = 0;
  let reviewId = 0;
  let scheduleId = 0;
  const storesByModule = new Map<ModuleType, number[]>();
  const itemsByModule = new Map<
    ModuleType,
    { id: number; storeId: number; price: number; zoneId: number }[]
  >();

  for (const catalogue of catalogues) {
    const moduleId = moduleIds.get(catalogue.type) ?? 0;
    const parentIds = new Map<string, number>();
    const productCategory = new Map<ProductDef, { parentId: number; childId: number }>();
    catalogue.categories.forEach((category, position) => {
      categoryId += 1;
      const parentId = categoryId;
      parentIds.set(category.name, parentId);
      data.categories.push({
        id: parentId,
        name: category.name,
        slug: slugify(category.name),
        image: emojiImage("category", category.emoji, "#FFF4E6"),
        parentId: 0,
        position: 0,
        priority: catalogue.categories.length - position,
        moduleId,
        featured: category.featured ? 1 : 0,
        createdAt: stampOffset(now, -300),
      });
      for (const child of category.children) {
        categoryId += 1;
        data.categories.push({
          id: categoryId,
          name: child.name,
          slug: slugify(child.name),
          image: emojiImage("category", child.emoji, "#FFF4E6"),
          parentId,
          position: 1,
          priority: 0,
          moduleId,
          featured: 0,
          createdAt: stampOffset(now, -300),
        });
        for (const product of child.products)
          productCategory.set(product, { parentId, childId: categoryId });
      }
    });
    const brandIds = new Map<string, number>();
    for (const name of catalogue.brands) {
      brandId += 1;
      brandIds.set(name, brandId);
      data.brands.push({
        id: brandId,
        name,
        slug: slugify(name),
        image: image({
          folder: "brand",
          file: `${slugify(name)}.svg`,
          kind: "logo",
          emoji: "label",
          color: brandColors[brandId % brandColors.length] ?? "#343A40",
          initials: name,
        }),
        moduleId,
        createdAt: stampOffset(now, -200),
      });
    }

    const moduleStores: number[] = [];
    const moduleItems: { id: number; storeId: number; price: number; zoneId: number }[] = [];
    catalogue.stores.forEach((storeDef, storeIndex) => {
      storeId += 1;
      const id = storeId;
      moduleStores.push(id);
      const zoneIndex = (storeIndex + catalogues.indexOf(catalogue)) % zoneDefs.length;
      const zone = zoneDefs[zoneIndex] ?? zoneDefs[0];
      if (!zone) throw new Error("no zones");
      const zoneId = zoneIndex + 1;
      const [minLng, minLat, maxLng, maxLat] = zone.box;
      const latitude = Math.round((minLat + random.next() * (maxLat - minLat)) * 1e6) / 1e6;
      const longitude = Math.round((minLng + random.next() * (maxLng - minLng)) * 1e6) / 1e6;
      const streets = placeDefs.filter(
        (place) => place.district === zone.displayName && place.kind === "street",
      );
      const street = random.pick(streets);
      const slug = slugify(storeDef.name);
      const isFood = catalogue.type === "food";
      const discounted = storeIndex % 4 === 1;
      const discount: StoreDiscountRow | null = discounted
        ? {
            id,
            start_date: dateOffset(now, -10),
            end_date: dateOffset(now, 30),
            start_time: "00:00:00",
            end_time: "23:59:00",
            min_purchase: 10,
            max_discount: storeIndex % 3 === 0 ? 8 : 5,
            discount: [10, 15, 20][storeIndex % 3] ?? 10,
            discount_type: "percent",
            store_id: id,
          }
        : null;
      const minTime = [15, 20, 25, 30, 35, 40][storeIndex % 6] ?? 20;
      data.stores.push({
        id,
        name: storeDef.name,
        slug,
        phone: `+1 555 01${pad(id)}`,
        email: `hello@${slug.replace(/-/g, "")}.example`,
        logo: image({
          folder: "store",
          file: `${slug}.svg`,
          kind: "logo",
          emoji: storeDef.emoji,
          color: storeDef.color,
          initials: storeDef.name,
        }),
        coverPhoto: image({
          folder: "store/cover",
          file: `${slug}.svg`,
          kind: "cover",
          emoji: storeDef.emoji,
          color: storeDef.color,
          title: storeDef.name,
          subtitle: storeDef.tagline,
        }),
        latitude,
        longitude,
        address: `${String(random.int(2, 180))} ${street.name}, ${zone.displayName}, Lakeshore`,
        footerText: storeDef.tagline,
        minimumOrder: isFood ? 5 : catalogue.type === "ecommerce" ? 0 : 10,
        comission: 10,
        scheduleOrder: storeIndex % 5 !== 4,
        vendorId: id,
        freeDelivery: storeIndex % 4 === 2,
        delivery: true,
        takeAway: storeIndex % 6 !== 5,
        tax: catalogue.type === "pharmacy" ? 0 : 5,
        zoneId,
        moduleId,
        // One store per module is temporarily closed (active = false): closed whatever the time.
        active: storeIndex !== catalogue.stores.length - 1,
        minimumShippingCharge: 1.5,
        perKmShippingCharge: 0.6,
        maximumShippingCharge: 12,
        deliveryTime: `${String(minTime)}-${String(minTime + 15)} min`,
        veg: 1,
        nonVeg:
          storeDef.sells.some((name) => ["Healthy", "Desserts", "Drinks"].includes(name)) &&
          storeDef.sells.length < 3
            ? 0
            : 1,
        orderCount: random.int(20, 900),
        totalOrder: 0,
        prescriptionOrder: catalogue.type === "pharmacy",
        cutlery: isFood,
        metaTitle: storeDef.name,
        metaDescription: storeDef.tagline,
        announcement: storeIndex === 0 ? 1 : 0,
        announcementMessage: storeIndex === 0 ? "We are open late all week!" : null,
        featured: storeIndex % 3 === 0 ? 1 : 0,
        halalTagStatus: isFood || catalogue.type === "grocery" ? 1 : 0,
        extraPackagingStatus: isFood && storeIndex % 2 === 0,
        extraPackagingAmount: isFood && storeIndex % 2 === 0 ? 0.5 : 0,
        ratings: [0, 0, 0, 0, 0],
        discount,
        // A few stores joined in the last month ("newly joined").
        createdAt: stampOffset(
          now,
          storeIndex % 4 === 3 ? -random.int(2, 25) : -random.int(60, 500),
        ),
      });

      // Opening hours (UTC). Some stores are closed at the moment on purpose.
      const hours: [string, string] = isFood
        ? ["10:00:00", "23:00:00"]
        : catalogue.type === "pharmacy" && storeIndex === 0
          ? ["00:00:00", "23:59:59"]
          : ["08:00:00", "22:00:00"];
      for (let day = 0; day < 7; day += 1) {
        if (storeIndex === 3 && day === 6) continue; // closed on Saturdays
        if (isFood && storeIndex === 2) {
          // dinner only
          scheduleId += 1;
          data.storeSchedules.push({
            id: scheduleId,
            storeId: id,
            day,
            openingTime: "17:00:00",
            closingTime: "23:30:00",
          });
          continue;
        }
        scheduleId += 1;
        data.storeSchedules.push({
          id: scheduleId,
          storeId: id,
          day,
          openingTime: hours[0],
          closingTime: hours[1],
        });
      }

      // Add-ons (food).
      const storeAddOns: number[] = [];
      for (const [name, price] of catalogue.addOns ?? []) {
        addOnId += 1;
        storeAddOns.push(addOnId);
        data.addOns.push({ id: addOnId, name, price, storeId: id });
      }

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
        itemId += 1;
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
          reviewId += 1;
          const rating = random.next() < 0.55 ? 5 : random.next() < 0.7 ? 4 : random.int(2, 3);
          ratings[5 - rating] = (ratings[5 - rating] ?? 0) + 1;
          ratingSum += rating;
          data.reviews.push({
            id: reviewId,
            itemId,
            storeId: id,
            customerName: random.pick(reviewers),
            comment: rating >= 4 ? random.pick(goodComments) : random.pick(okComments),
            attachment: [],
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
            isFood &&
            (def.variant === "burger" || def.variant === "pizza" || productIndex % 3 === 0)
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
            ? Math.round(
                (((storeRatings[0] ?? 0) + (storeRatings[1] ?? 0)) / storeRatingCount) * 100,
              )
            : 0;
      }
    });
    storesByModule.set(catalogue.type, moduleStores);
    itemsByModule.set(catalogue.type, moduleItems);
  }

  buildPromotions(data, now, random, moduleIds, storesByModule, itemsByModule, image, emojiImage);
  return data;
}

type ImageFn = (spec: ImageSpec) => string;
type EmojiFn = (folder: string, emoji: string, background?: string) => string;

const campaignThemes: Record<
  Exclude<ModuleType, "parcel">,
  { title: string; emoji: string; description: string }[]
> = {
  grocery: [
    {
      title: "Fresh Week Savings",
      emoji: "leafy-green",
      description: "Up to 25% off fruit and vegetables from local stores.",
    },
    {
      title: "Breakfast Basics",
      emoji: "bread",
      description: "Bread, eggs and milk at member prices.",
    },
  ],
  pharmacy: [
    {
      title: "Winter Wellness",
      emoji: "face-with-thermometer",
      description: "Cold and flu essentials, delivered in under an hour.",
    },
    {
      title: "Baby Care Week",
      emoji: "baby-bottle",
      description: "Save on baby essentials from trusted brands.",
    },
  ],
  ecommerce: [
    {
      title: "Mid-Season Sale",
      emoji: "shopping-bags",
      description: "Fashion and accessories from 20% off.",
    },
    {
      title: "Tech Days",
      emoji: "laptop",
      description: "Deals on laptops, audio and accessories.",
    },
  ],
  food: [
    {
      title: "Weekend Feast",
      emoji: "pizza",
      description: "Free sides on every pizza and burger order this weekend.",
    },
    {
      title: "Lunch Express",
      emoji: "bento-box",
      description: "Lunch delivered in 30 minutes or less.",
    },
  ],
};

function buildPromotions(
  data: DemoData,
  now: Date,
  random: ReturnType<typeof createRandom>,
  moduleIds: Map<ModuleType, number>,
  storesByModule: Map<ModuleType, number[]>,
  itemsByModule: Map<ModuleType, { id: number; storeId: number; price: number; zoneId: number }[]>,
  image: ImageFn,
  emojiImage: EmojiFn,
): void {
  let campaignId = 0;
  let campaignStoreId = 0;
  let itemCampaignId = 0;
  let flashSaleId = 0;
  let flashSaleItemId = 0;
  let bannerId = 0;
  let couponId = 0;
  let advertisementId = 0;
  const moduleTypes = ["grocery", "pharmacy", "ecommerce", "food"] as const;
  for (const moduleType of moduleTypes) {
    const moduleId = moduleIds.get(moduleType) ?? 0;
    const def = moduleDefs.find((entry) => entry.type === moduleType);
    const color = def?.color ?? "#495057";
    const stores = storesByModule.get(moduleType) ?? [];
    const moduleItems = itemsByModule.get(moduleType) ?? [];
    const items = data.items.filter((item) => item.moduleId === moduleId);

    // Basic campaigns: two running, one over (filtered out by the routes).
    const themes = campaignThemes[moduleType];
    [
      ...themes,
      {
        title: `${def?.name ?? ""} Spring Clearance`,
        emoji: "fallen-leaf",
        description: "This campaign is over.",
      },
    ].forEach((theme, index) => {
      campaignId += 1;
      const over = index === themes.length;
      data.campaigns.push({
        id: campaignId,
        title: theme.title,
        description: theme.description,
        image: image({
          folder: "campaign",
          file: `${slugify(theme.title)}.svg`,
          kind: "banner",
          emoji: theme.emoji,
          color,
          title: theme.title,
          subtitle: theme.description,
        }),
        startDate: dateOffset(now, over ? -40 : -3),
        endDate: dateOffset(now, over ? -10 : 12 + index * 5),
        startTime: "00:00:00",
        endTime: "23:59:00",
        moduleId,
        createdAt: stampOffset(now, over ? -45 : -5),
      });
      for (const storeId of random.sample(stores, 4)) {
        campaignStoreId += 1;
        data.campaignStores.push({ id: campaignStoreId, campaignId, storeId });
      }
    });

    // Item campaigns: copies of two items each, with a date window.
    for (const source of random.sample(items, 2)) {
      itemCampaignId += 1;
      const title = `${source.name} Special`;
      data.itemCampaigns.push({
        id: itemCampaignId,
        title,
        slug: `${slugify(title)}-${String(itemCampaignId)}`,
        description: `Limited-time campaign: ${source.description}`,
        image: source.image,
        categoryId: source.categoryId,
        categoryIds: source.categoryIds,
        variations: source.variations,
        foodVariations: source.foodVariations,
        addOns: source.addOns,
        attributes: source.attributes,
        choiceOptions: source.choiceOptions,
        price: source.price,
        tax: source.tax ?? 0,
        discount: 20,
        discountType: "percent",
        startDate: dateOffset(now, -2),
        endDate: dateOffset(now, 10),
        startTime: "00:00:00",
        endTime: "23:59:00",
        veg: source.veg ?? 0,
        storeId: source.storeId,
        moduleId,
        stock: moduleType === "food" ? 0 : 40,
        maximumCartQuantity: 3,
        createdAt: stampOffset(now, -2),
      });
    }

    // Flash sale: one running sale with 8 items (sold/stock), one that ended.
    [true, false].forEach((running) => {
      flashSaleId += 1;
      data.flashSales.push({
        id: flashSaleId,
        title: running ? `${def?.name ?? ""} Flash Sale` : `${def?.name ?? ""} Midnight Sale`,
        moduleId,
        zoneId: null,
        isPublish: 1,
        adminDiscountPercentage: 60,
        vendorDiscountPercentage: 40,
        startDate: stampOffset(now, running ? -1 : -9),
        endDate: stampOffset(now, running ? 2 : -7),
      });
      const picks = random.sample(moduleItems, running ? 8 : 4);
      picks.forEach((pick, index) => {
        flashSaleItemId += 1;
        const stock = [20, 30, 50, 80, 100][index % 5] ?? 50;
        const sold = index === 0 ? stock : Math.floor(stock * random.next() * 0.9);
        const percent = [10, 15, 20, 25, 30][index % 5] ?? 10;
        data.flashSaleItems.push({
          id: flashSaleItemId,
          flashSaleId,
          itemId: pick.id,
          stock,
          sold,
          availableStock: stock - sold,
          discountType: "percent",
          discount: percent,
          discountAmount: cents((pick.price * percent) / 100),
          price: pick.price,
        });
      });
    });

    // Banners: every type, in every zone, plus one featured banner per module.
    for (let zoneId = 1; zoneId <= 3; zoneId += 1) {
      const zoneStores = data.stores.filter(
        (store) => store.moduleId === moduleId && store.zoneId === zoneId,
      );
      const store = zoneStores[0];
      const zoneItem = items.find((item) => zoneStores.some((entry) => entry.id === item.storeId));
      const entries: {
        type: string;
        title: string;
        emoji: string;
        data: number | null;
        link: string | null;
      }[] = [
        {
          type: "store_wise",
          title: store ? `Order from ${store.name}` : "Top stores",
          emoji: "convenience-store",
          data: store?.id ?? null,
          link: null,
        },
        {
          type: "item_wise",
          title: zoneItem ? `Try the ${zoneItem.name}` : "Top items",
          emoji: "star",
          data: zoneItem?.id ?? null,
          link: null,
        },
        {
          type: "default",
          title: `${def?.name ?? ""} deals this week`,
          emoji: "megaphone",
          data: null,
          link: "http://localhost:3000/home",
        },
      ];
      for (const entry of entries) {
        if (entry.type !== "default" && entry.data === null) continue;
        bannerId += 1;
        data.banners.push({
          id: bannerId,
          title: entry.title,
          type: entry.type,
          image: image({
            folder: "banner",
            file: `${moduleType}-${String(zoneId)}-${entry.type}.svg`,
            kind: "banner",
            emoji: entry.emoji,
            color,
            title: entry.title,
            subtitle: def?.name ?? "",
          }),
          data: entry.data,
          zoneId,
          moduleId,
          featured: 0,
          defaultLink: entry.link,
        });
      }
    }
    bannerId += 1;
    data.banners.push({
      id: bannerId,
      title: `${def?.name ?? ""}: delivered across Lakeshore`,
      type: "default",
      image: image({
        folder: "banner",
        file: `${moduleType}-featured.svg`,
        kind: "banner",
        emoji: def?.emoji ?? "package",
        color,
        title: `${def?.name ?? ""} delivered`,
        subtitle: def?.description ?? "",
      }),
      data: null,
      zoneId: 1,
      moduleId,
      featured: 1,
      defaultLink: "http://localhost:3000/",
    });

    // Coupons of every type.
    const upper = moduleType.toUpperCase();
    const couponStore = stores[0] ?? 0;
    const coupons: {
      code: string;
      title: string;
      type: string;
      discount: number;
      discountType: string;
      min: number;
      max: number;
      data: string | null;
      storeId: number | null;
      limit: number | null;
      expire: number;
    }[] = [
      {
        code: `${upper}10`,
        title: "10% off your order",
        type: "default",
        discount: 10,
        discountType: "percent",
        min: 15,
        max: 8,
        data: null,
        storeId: null,
        limit: 5,
        expire: 30,
      },
      {
        code: `${upper}FREESHIP`,
        title: "Free delivery",
        type: "free_delivery",
        discount: 0,
        discountType: "amount",
        min: 20,
        max: 0,
        data: null,
        storeId: null,
        limit: 3,
        expire: 20,
      },
      {
        code: `${upper}STORE5`,
        title: "5 off at a partner store",
        type: "store_wise",
        discount: 5,
        discountType: "amount",
        min: 25,
        max: 5,
        data: String(couponStore),
        storeId: couponStore,
        limit: 2,
        expire: 14,
      },
      {
        code: `${upper}ZONE15`,
        title: "15% off in Old Town and Riverside",
        type: "zone_wise",
        discount: 15,
        discountType: "percent",
        min: 30,
        max: 10,
        data: "[1,2]",
        storeId: null,
        limit: 2,
        expire: 10,
      },
      {
        code: `${upper}FIRST20`,
        title: "20% off your first order",
        type: "first_order",
        discount: 20,
        discountType: "percent",
        min: 10,
        max: 12,
        data: null,
        storeId: null,
        limit: 1,
        expire: 60,
      },
      {
        code: `${upper}OLD`,
        title: "Expired summer deal",
        type: "default",
        discount: 30,
        discountType: "percent",
        min: 10,
        max: 10,
        data: null,
        storeId: null,
        limit: 1,
        expire: -5,
      },
    ];
    for (const coupon of coupons) {
      couponId += 1;
      data.coupons.push({
        id: couponId,
        title: coupon.title,
        code: coupon.code,
        startDate: dateOffset(now, coupon.expire < 0 ? -60 : -7),
        expireDate: dateOffset(now, coupon.expire),
        minPurchase: coupon.min,
        maxDiscount: coupon.max,
        discount: coupon.discount,
        discountType: coupon.discountType,
        couponType: coupon.type,
        limit: coupon.limit,
        data: coupon.data,
        moduleId,
        customerId: ["all"],
        slug: slugify(coupon.code),
        storeId: coupon.storeId,
      });
    }

    // Advertisements: a video promotion and two store promotions.
    stores.slice(0, 3).forEach((storeId, index) => {
      advertisementId += 1;
      const store = data.stores.find((entry) => entry.id === storeId);
      const video = index === 0;
      data.advertisements.push({
        id: advertisementId,
        title: video
          ? `See how ${store?.name ?? ""} works`
          : `${store?.name ?? ""}: now delivering`,
        description: store?.footerText ?? "",
        addType: video ? "video_promotion" : "store_promotion",
        storeId,
        moduleId,
        zoneId: store?.zoneId ?? 1,
        priority: index + 1,
        startDate: dateOffset(now, -5),
        endDate: dateOffset(now, 25),
        profileImage: store?.logo ?? null,
        coverImage: store?.coverPhoto ?? null,
        videoAttachment: null,
      });
    });

    // Promotional banners ("other-banners").
    const keys = [
      "best_reviewed_section_banner",
      "bottom_section_banner",
      "new_arrival_section_banner",
      "promotional_banner",
      "basic_section_nearby",
    ];
    const promo: Record<string, string> = {};
    for (const key of keys) {
      const title = key
        .replace(/_/g, " ")
        .replace(/section |banner/g, "")
        .trim();
      promo[key] = image({
        folder: "promotional_banner",
        file: `${moduleType}-${key}.svg`,
        kind: "banner",
        emoji: def?.emoji ?? "star",
        color,
        title: title.charAt(0).toUpperCase() + title.slice(1),
        subtitle: def?.name ?? "",
      });
    }
    data.moduleContents.push({ moduleId, key: "promotional_banners", value: promo });
  }

  // Parcel: categories, banners, why-choose, video content.
  const parcelModule = moduleIds.get("parcel") ?? 5;
  const parcelColor = "#1971C2";
  const parcelCategories: [string, string, string, number, number][] = [
    [
      "Documents",
      "page-facing-up",
      "Letters, contracts and paperwork, sealed and tracked.",
      0.5,
      2.5,
    ],
    ["Small Package", "package", "Boxes up to 5 kg that fit on a scooter.", 0.7, 3],
    ["Food & Groceries", "shopping-bags", "Home-cooked meals and shopping bags.", 0.6, 2.8],
    ["Electronics", "laptop", "Phones and laptops, handled with care.", 0.9, 4],
    ["Large Parcel", "delivery-truck", "Bulky items up to 25 kg by van.", 1.4, 6],
    ["Flowers & Gifts", "bouquet", "Bouquets and gifts delivered on time.", 0.8, 3.5],
  ];
  parcelCategories.forEach(([name, emoji, description, perKm, minimum], index) => {
    data.parcelCategories.push({
      id: index + 1,
      name,
      description,
      image: emojiImage("parcel_category", emoji, "#E7F5FF"),
      moduleId: parcelModule,
      parcelPerKmShippingCharge: perKm,
      parcelMinimumShippingCharge: minimum,
      ordersCount: 20 + index * 7,
    });
  });
  const parcelBanners = [
    "Send anything across Lakeshore",
    "Same-day delivery",
    "Track every step",
  ].map((title, index) => ({
    id: index + 1,
    module_id: parcelModule,
    key: "parcel_banner",
    value: image({
      folder: "promotional_banner",
      file: `parcel-${String(index + 1)}.svg`,
      kind: "banner",
      emoji: ["package", "delivery-truck", "motor-scooter"][index] ?? "package",
      color: parcelColor,
      title,
      subtitle: "Parcel delivery",
    }),
    type: "banner",
    status: 1,
  }));
  data.moduleContents.push({ moduleId: parcelModule, key: "parcel_banners", value: parcelBanners });
  const whyChoose = [
    ["Fast pick-up", "A rider reaches you in about 15 minutes.", "stopwatch"],
    ["Live tracking", "Follow your parcel on the map until it is delivered.", "world-map"],
    ["Safe handling", "Packages are sealed and insured up to 500.", "locked"],
    ["Fair prices", "Pay by distance, with no hidden fees.", "money-bag"],
  ].map(([title, description, emoji], index) => ({
    id: index + 1,
    module_id: parcelModule,
    title,
    short_description: description,
    image: emojiImage("why_choose", emoji ?? "star", "#E7F5FF"),
    status: 1,
  }));
  data.moduleContents.push({ moduleId: parcelModule, key: "why_choose", value: whyChoose });
  data.moduleContents.push({
    moduleId: parcelModule,
    key: "video_content",
    value: {
      section_title: "Easiest way to get services",
      banner_type: "image",
      banner_video: null,
      banner_image: image({
        folder: "promotional_banner",
        file: "parcel-how-it-works.svg",
        kind: "banner",
        emoji: "package",
        color: parcelColor,
        title: "How it works",
        subtitle: "Book, hand over, track",
      }),
      banner_video_content: null,
      banner_contents: [
        "Book a pickup",
        "Choose a parcel category, add the pickup and drop-off addresses and confirm.",
        "Hand it over",
        "A nearby rider collects the parcel at your door.",
        "Track to delivery",
        "Follow the rider live until the receiver signs for it.",
      ],
    },
  });

  // Rider vehicles, tips, testimonials, cashback offers.
  const vehicles: [string, string, string, number, number, number][] = [
    ["Bicycle", "bicycle", "bicycle", 0, 3, 0],
    ["Motorbike", "motor-scooter", "motorbike", 0, 10, 0.5],
    ["Car", "automobile", "car", 5, 25, 1.5],
    ["Van", "delivery-truck", "van", 10, 60, 3],
  ];
  vehicles.forEach(([name, emoji, type, start, max, extra], index) => {
    data.vehicles.push({
      id: index + 1,
      name,
      description: `${name} deliveries from ${String(start)} to ${String(max)} km.`,
      image: emojiImage("vehicle", emoji, "#F1F3F5"),
      type,
      startingCoverageArea: start,
      maximumCoverageArea: max,
      extraCharges: extra,
      isDelivery: 1,
      isRide: type === "car" ? 1 : 0,
    });
  });
  [
    [2, 40],
    [5, 61],
    [10, 22],
    [15, 6],
  ].forEach(([amount, count], index) => {
    data.tipAmounts.push({ id: index + 1, amount: amount ?? 0, count: count ?? 0 });
  });
  [
    ["Maya Patel", "Regular customer", "Groceries at my door in 25 minutes, every single time."],
    [
      "Daniel Okafor",
      "Restaurant owner",
      "Our orders doubled in the first month on the marketplace.",
    ],
    ["Keiko Tanaka", "Delivery partner", "Flexible hours and fair pay per kilometre."],
  ].forEach(([name, designation, review], index) => {
    data.testimonials.push({
      id: index + 1,
      name: name ?? "",
      designation: designation ?? "",
      review: review ?? "",
      reviewerImage: emojiImage(
        "testimonial",
        ["sparkles", "cook", "motor-scooter"][index] ?? "star",
        "#FFF9DB",
      ),
    });
  });
  [
    ["Weekend cashback", "percent", 10, 20, 5],
    ["Big basket bonus", "amount", 3, 40, 3],
    ["Late-night treat", "percent", 5, 10, 2],
  ].forEach(([title, type, amount, min, max], index) => {
    data.cashbacks.push({
      id: index + 1,
      title: String(title),
      customerId: ["all"],
      cashbackType: String(type),
      sameUserLimit: 3,
      cashbackAmount: Number(amount),
      minPurchase: Number(min),
      maxDiscount: Number(max),
      startDate: dateOffset(now, -7),
      endDate: dateOffset(now, 21 + index * 7),
    });
  });
}
