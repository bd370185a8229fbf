/**
 * Promotions of the four shopping modules: campaigns, item campaigns and flash sales (here), banners
 * and advertisements (`banners.ts`), coupons and cashback (`coupons.ts`). One pass per module, in a
 * fixed order, so the seeded random draws are the same on every run.
 */
import type { ModuleType } from "./defs";
import type { DemoData, EmojiFn, ImageFn } from "./demo-data";
import type { ModuleItem } from "./items";
import type { Random } from "./random";
import { addAdvertisements, addBanners, addPromotionalBanners } from "./banners";
import { addCoupons } from "./coupons";
import { dateOffset, stampOffset } from "./demo-data";
import { moduleDefs } from "./modules";
import { cents, slugify } from "./random";

export type PromotedModuleType = Exclude<ModuleType, "parcel">;

/** What every promotion of one module is built from. */
export interface ModulePromotions {
  data: DemoData;
  now: Date;
  random: Random;
  image: ImageFn;
  emojiImage: EmojiFn;
  moduleType: PromotedModuleType;
  moduleId: number;
  def: (typeof moduleDefs)[number] | undefined;
  color: string;
  /** The module's store ids and items (with their zones). */
  stores: number[];
  moduleItems: ModuleItem[];
  items: DemoData["items"];
}

const campaignThemes: Record<
  PromotedModuleType,
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

/** Basic campaigns: two running, one over (filtered out by the routes). */
function addCampaigns({
  data,
  now,
  random,
  image,
  moduleType,
  moduleId,
  def,
  color,
  stores,
}: ModulePromotions): void {
  const themes = campaignThemes[moduleType];
  [
    ...themes,
    {
      title: `${def?.name ?? ""} Spring Clearance`,
      emoji: "fallen-leaf",
      description: "This campaign is over.",
    },
  ].forEach((theme, index) => {
    const campaignId = data.campaigns.length + 1;
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
      data.campaignStores.push({ id: data.campaignStores.length + 1, campaignId, storeId });
    }
  });
}

type ItemCampaignSource = DemoData["items"][number];

/** An item campaign: a copy of an item at 20 % off within a date window (days from `now`). */
function pushItemCampaign(
  data: DemoData,
  source: ItemCampaignSource,
  options: {
    now: Date;
    moduleType: PromotedModuleType;
    moduleId: number;
    from: number;
    to: number;
  },
): void {
  const { now, moduleType, moduleId } = options;
  const itemCampaignId = data.itemCampaigns.length + 1;
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
    startDate: dateOffset(now, options.from),
    endDate: dateOffset(now, options.to),
    startTime: "00:00:00",
    endTime: "23:59:00",
    veg: source.veg ?? 0,
    storeId: source.storeId,
    moduleId,
    stock: moduleType === "food" ? 0 : 40,
    maximumCartQuantity: 3,
    createdAt: stampOffset(now, options.from),
  });
}

/** Item campaigns: copies of two items each, running from two days ago to ten days ahead. */
function addItemCampaigns({
  data,
  now,
  random,
  moduleType,
  moduleId,
  items,
}: ModulePromotions): void {
  for (const source of random.sample(items, 2)) {
    pushItemCampaign(data, source, { now, moduleType, moduleId, from: -2, to: 10 });
  }
}

/**
 * An item campaign of the grocery module that ended five days ago (its first item at 20 % off): the
 * routes leave it out, and its product page answers 404. Added after every other row (no earlier id moves).
 */
export function addEndedItemCampaign(data: DemoData, now: Date, moduleId: number): void {
  const source = data.items.find((item) => item.moduleId === moduleId);
  if (!source) throw new Error("The grocery module has no item for its ended item campaign");
  pushItemCampaign(data, source, { now, moduleType: "grocery", moduleId, from: -20, to: -5 });
}

/** Flash sale: one running sale with 8 items (sold/stock), one that ended. */
function addFlashSales({ data, now, random, moduleId, def, moduleItems }: ModulePromotions): void {
  [true, false].forEach((running) => {
    const flashSaleId = data.flashSales.length + 1;
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
      const flashSaleItemId = data.flashSaleItems.length + 1;
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
}

/** Adds the promotions of the grocery, pharmacy, shop and food modules. */
export function addPromotions(
  base: Pick<ModulePromotions, "data" | "now" | "random" | "image" | "emojiImage">,
  moduleIds: Map<ModuleType, number>,
  storesByModule: Map<ModuleType, number[]>,
  itemsByModule: Map<ModuleType, ModuleItem[]>,
): void {
  const moduleTypes: PromotedModuleType[] = ["grocery", "pharmacy", "ecommerce", "food"];
  for (const moduleType of moduleTypes) {
    const moduleId = moduleIds.get(moduleType) ?? 0;
    const def = moduleDefs.find((entry) => entry.type === moduleType);
    const context: ModulePromotions = {
      ...base,
      moduleType,
      moduleId,
      def,
      color: def?.color ?? "#495057",
      stores: storesByModule.get(moduleType) ?? [],
      moduleItems: itemsByModule.get(moduleType) ?? [],
      items: base.data.items.filter((item) => item.moduleId === moduleId),
    };
    addCampaigns(context);
    addItemCampaigns(context);
    addFlashSales(context);
    addBanners(context);
    addCoupons(context);
    addAdvertisements(context);
    addPromotionalBanners(context);
  }
}
