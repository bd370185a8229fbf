/**
 * The catalogue of every module: categories, brands, stores with their opening hours and add-ons,
 * and (through `items.ts`) their items. Stores are spread over the zones in turn.
 */
import type { StoreDiscountRow } from "../db/schema/json-types";
import type { ModuleCatalogue, ModuleType, ProductDef, StoreDef } from "./defs";
import type { DemoData, EmojiFn, ImageFn } from "./demo-data";
import type { ModuleItem } from "./items";
import type { Random } from "./random";
import { foodCatalogue } from "./catalogue-food";
import { groceryCatalogue } from "./catalogue-grocery";
import { conditionNames, pharmacyCatalogue } from "./catalogue-pharmacy";
import { shopCatalogue } from "./catalogue-shop";
import { placeDefs, zoneDefs } from "./city";
import { dateOffset, stampOffset } from "./demo-data";
import { addStoreItems } from "./items";
import { slugify } from "./random";

const catalogues: ModuleCatalogue[] = [
  groceryCatalogue,
  pharmacyCatalogue,
  shopCatalogue,
  foodCatalogue,
];

const brandColors = ["#343A40", "#5F3DC4", "#0B7285", "#C2255C", "#2B8A3E", "#E67700", "#1864AB"];

const pad = (value: number) => String(value).padStart(2, "0");

export interface Catalogues {
  storesByModule: Map<ModuleType, number[]>;
  itemsByModule: Map<ModuleType, ModuleItem[]>;
  /** What adding more stores to a module needs (`more-stores.ts`). */
  storeContexts: Map<ModuleType, ModuleStoreContext>;
}

/** Adds the catalogue of every module; answers each module's store ids and items. */
export function addCatalogues(
  data: DemoData,
  now: Date,
  random: Random,
  moduleIds: Map<ModuleType, number>,
  image: ImageFn,
  emojiImage: EmojiFn,
): Catalogues {
  conditionNames.forEach((name, index) => data.commonConditions.push({ id: index + 1, name }));
  const conditionIds = new Map(conditionNames.map((name, index) => [name, index + 1]));

  let categoryId = 0;
  let brandId = 0;
  const storesByModule = new Map<ModuleType, number[]>();
  const itemsByModule = new Map<ModuleType, ModuleItem[]>();
  const storeContexts = new Map<ModuleType, ModuleStoreContext>();

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
    const moduleItems: ModuleItem[] = [];
    const context: ModuleStoreContext = {
      data,
      now,
      random,
      image,
      emojiImage,
      catalogue,
      moduleId,
      productCategory,
      brandIds,
      conditionIds,
    };
    storeContexts.set(catalogue.type, context);
    // In every zone, the module's first store that is open every day and not temporarily closed is open
    // all day: a demo opened at night (store hours are UTC) still has a store to order from wherever the
    // visitor is, beside the others' CLOSED NOW.
    const allDayZones = new Set<number>();
    catalogue.stores.forEach((storeDef, storeIndex) => {
      const zoneIndex = (storeIndex + catalogues.indexOf(catalogue)) % zoneDefs.length;
      // One store per module is temporarily closed (active = false): closed whatever the time.
      const active = storeIndex !== catalogue.stores.length - 1;
      const allDay =
        active &&
        !dinnerOnly(catalogue.type, storeIndex) &&
        !closedOnSaturdays(storeIndex) &&
        !allDayZones.has(zoneIndex);
      if (allDay) allDayZones.add(zoneIndex);
      const added = addStore(context, storeDef, { storeIndex, zoneIndex, active, allDay });
      moduleStores.push(added.id);
      moduleItems.push(...added.items);
    });
    storesByModule.set(catalogue.type, moduleStores);
    itemsByModule.set(catalogue.type, moduleItems);
  }
  return { storesByModule, itemsByModule, storeContexts };
}

/** What adding a store of a module needs: the module's catalogue and its category and brand lookups. */
export interface ModuleStoreContext {
  data: DemoData;
  now: Date;
  random: Random;
  image: ImageFn;
  emojiImage: EmojiFn;
  catalogue: ModuleCatalogue;
  moduleId: number;
  productCategory: Map<ProductDef, { parentId: number; childId: number }>;
  brandIds: Map<string, number>;
  conditionIds: Map<string, number>;
}

/** Where a store goes: its place in the module's list (its features follow from it), zone and state. */
export interface StorePlacement {
  storeIndex: number;
  zoneIndex: number;
  /** false: temporarily closed, whatever the time. */
  active: boolean;
  /** Open around the clock every day (else the module's usual hours). */
  allDay?: boolean;
  /** Featured on the home pages; by default every other round of zones. */
  featured?: boolean;
}

/** The module's third food store opens for dinner only (17:00–23:30). */
function dinnerOnly(moduleType: string, storeIndex: number): boolean {
  return moduleType === "food" && storeIndex === 2;
}

/** Each module's fourth store is closed on Saturdays. */
function closedOnSaturdays(storeIndex: number): boolean {
  return storeIndex === 3;
}

/**
 * Adds one store of a module (the next id) with its opening hours, add-ons, items and reviews;
 * answers its id and items.
 */
export function addStore(
  context: ModuleStoreContext,
  storeDef: StoreDef,
  placement: StorePlacement,
): { id: number; items: ModuleItem[] } {
  const { data, now, random, image, emojiImage, catalogue, moduleId } = context;
  const { productCategory, brandIds, conditionIds } = context;
  const { storeIndex, zoneIndex, active, featured, allDay = false } = placement;
  const id = data.stores.length + 1;
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
    active,
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
    // The first store of each zone (and every other round of zones after it) is featured, so every
    // zone's home has featured stores of every module.
    featured: (featured ?? Math.floor(storeIndex / zoneDefs.length) % 2 === 0) ? 1 : 0,
    halalTagStatus: isFood || catalogue.type === "grocery" ? 1 : 0,
    extraPackagingStatus: isFood && storeIndex % 2 === 0,
    extraPackagingAmount: isFood && storeIndex % 2 === 0 ? 0.5 : 0,
    ratings: [0, 0, 0, 0, 0],
    discount,
    // A few stores joined in the last month ("newly joined").
    createdAt: stampOffset(now, storeIndex % 4 === 3 ? -random.int(2, 25) : -random.int(60, 500)),
  });

  // Opening hours (UTC). Some stores are closed at the moment on purpose.
  const hours: [string, string] = allDay
    ? ["00:00:00", "23:59:59"]
    : isFood
      ? ["10:00:00", "23:00:00"]
      : ["08:00:00", "22:00:00"];
  for (let day = 0; day < 7; day += 1) {
    if (closedOnSaturdays(storeIndex) && day === 6) continue;
    if (dinnerOnly(catalogue.type, storeIndex)) {
      data.storeSchedules.push({
        id: data.storeSchedules.length + 1,
        storeId: id,
        day,
        openingTime: "17:00:00",
        closingTime: "23:30:00",
      });
      continue;
    }
    data.storeSchedules.push({
      id: data.storeSchedules.length + 1,
      storeId: id,
      day,
      openingTime: hours[0],
      closingTime: hours[1],
    });
  }

  // Add-ons (food).
  const storeAddOns: number[] = [];
  for (const [name, price] of catalogue.addOns ?? []) {
    const addOnId = data.addOns.length + 1;
    storeAddOns.push(addOnId);
    data.addOns.push({ id: addOnId, name, price, storeId: id });
  }

  const items = addStoreItems({
    data,
    now,
    random,
    emojiImage,
    catalogue,
    storeDef,
    id,
    zoneId,
    moduleId,
    storeAddOns,
    productCategory,
    brandIds,
    conditionIds,
  });
  return { id, items };
}
