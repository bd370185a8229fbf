/**
 * Banners (every type in every zone, one featured per module), advertisements and the promotional
 * banners of a module's home.
 */
import type { ModulePromotions, PromotedModuleType } from "./promotions";
import { dateOffset } from "./demo-data";

/** Banners: every type, in every zone, plus one featured banner per module. */
export function addBanners({
  data,
  image,
  moduleType,
  moduleId,
  def,
  color,
  items,
}: ModulePromotions): void {
  for (let zoneId = 1; zoneId <= 3; zoneId += 1) {
    const zoneStores = data.stores.filter(
      (store) => store.moduleId === moduleId && store.zoneId === zoneId,
    );
    const store = zoneStores[0];
    const zoneItem = items.find((item) => zoneStores.some((entry) => entry.id === item.storeId));
    const itemStore = zoneStores.find((entry) => entry.id === zoneItem?.storeId);
    const entries: {
      type: string;
      title: string;
      subtitle: string;
      emoji: string;
      data: number | null;
      link: string | null;
    }[] = [
      {
        type: "store_wise",
        title: store ? `Order from ${store.name}` : "Top stores",
        subtitle: store?.footerText ?? "",
        emoji: "convenience-store",
        data: store?.id ?? null,
        link: null,
      },
      {
        type: "item_wise",
        title: zoneItem ? `Try the ${zoneItem.name}` : "Top items",
        subtitle: itemStore ? `Now at ${itemStore.name}` : "",
        emoji: "star",
        data: zoneItem?.id ?? null,
        link: null,
      },
      {
        type: "default",
        title: `${def?.name ?? ""} deals this week`,
        subtitle: def?.description ?? "",
        emoji: "megaphone",
        data: null,
        link: "http://localhost:3000/home",
      },
    ];
    for (const entry of entries) {
      if (entry.type !== "default" && entry.data === null) continue;
      data.banners.push({
        id: data.banners.length + 1,
        title: entry.title,
        type: entry.type,
        image: image({
          folder: "banner",
          file: `${moduleType}-${String(zoneId)}-${entry.type}.svg`,
          kind: "banner",
          emoji: entry.emoji,
          color,
          title: entry.title,
          subtitle: entry.subtitle,
        }),
        data: entry.data,
        zoneId,
        moduleId,
        featured: 0,
        defaultLink: entry.link,
      });
    }
  }
  data.banners.push({
    id: data.banners.length + 1,
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
}

/** Advertisements: a video promotion and two store promotions. */
export function addAdvertisements({ data, now, moduleId, stores }: ModulePromotions): void {
  stores.slice(0, 3).forEach((storeId, index) => {
    const store = data.stores.find((entry) => entry.id === storeId);
    const video = index === 0;
    data.advertisements.push({
      id: data.advertisements.length + 1,
      title: video ? `See how ${store?.name ?? ""} works` : `${store?.name ?? ""}: now delivering`,
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
}

type PromotionalSlot =
  | "best_reviewed_section_banner"
  | "bottom_section_banner"
  | "new_arrival_section_banner"
  | "promotional_banner"
  | "basic_section_nearby";

/** What each promotional banner of a module's home says (title, subtitle) and shows. */
const promotionalCopy: Record<
  PromotedModuleType,
  Record<PromotionalSlot, { title: string; subtitle: string; emoji: string }>
> = {
  grocery: {
    best_reviewed_section_banner: {
      title: "Loved by your neighbours",
      subtitle: "The groceries Lakeshore rates five stars",
      emoji: "red-apple",
    },
    bottom_section_banner: {
      title: "Free delivery on big baskets",
      subtitle: "Fill your cart once for the whole week",
      emoji: "shopping-cart",
    },
    new_arrival_section_banner: {
      title: "Just in season",
      subtitle: "New produce from the farms around the lake",
      emoji: "leafy-green",
    },
    promotional_banner: {
      title: "Stock up and save",
      subtitle: "Pantry staples at member prices",
      emoji: "canned-food",
    },
    basic_section_nearby: {
      title: "Your corner store, online",
      subtitle: "Fresh groceries from stores near you",
      emoji: "convenience-store",
    },
  },
  pharmacy: {
    best_reviewed_section_banner: {
      title: "Trusted care",
      subtitle: "Top-rated health essentials",
      emoji: "adhesive-bandage",
    },
    bottom_section_banner: {
      title: "Refills in under an hour",
      subtitle: "Upload your prescription at checkout",
      emoji: "pill",
    },
    new_arrival_section_banner: {
      title: "New on the shelf",
      subtitle: "Vitamins and skin care just added",
      emoji: "lotion-bottle",
    },
    promotional_banner: {
      title: "Family health week",
      subtitle: "Save on baby care and first aid",
      emoji: "baby-bottle",
    },
    basic_section_nearby: {
      title: "Pharmacies near you",
      subtitle: "Licensed pharmacists, open late",
      emoji: "hospital",
    },
  },
  ecommerce: {
    best_reviewed_section_banner: {
      title: "Five-star finds",
      subtitle: "What shoppers love most",
      emoji: "star",
    },
    bottom_section_banner: {
      title: "Free returns for 14 days",
      subtitle: "Shop fashion and tech with confidence",
      emoji: "package",
    },
    new_arrival_section_banner: {
      title: "New this season",
      subtitle: "Fresh arrivals from local brands",
      emoji: "shopping-bags",
    },
    promotional_banner: {
      title: "Tech Days",
      subtitle: "Laptops, audio and accessories on sale",
      emoji: "laptop",
    },
    basic_section_nearby: {
      title: "Shops around you",
      subtitle: "Same-day delivery across Lakeshore",
      emoji: "department-store",
    },
  },
  food: {
    best_reviewed_section_banner: {
      title: "Lakeshore's favourites",
      subtitle: "The best-rated dishes in town",
      emoji: "pizza",
    },
    bottom_section_banner: {
      title: "Dinner in 30 minutes",
      subtitle: "Hot meals from kitchens near you",
      emoji: "steaming-bowl",
    },
    new_arrival_section_banner: {
      title: "New kitchens to try",
      subtitle: "Restaurants that just joined",
      emoji: "cook",
    },
    promotional_banner: {
      title: "Weekend Feast",
      subtitle: "Free sides with every pizza and burger",
      emoji: "hamburger",
    },
    basic_section_nearby: {
      title: "Eat local",
      subtitle: "Restaurants around the corner",
      emoji: "fork-and-knife-with-plate",
    },
  },
};

/** Promotional banners ("other-banners"): one picture per slot of the module's home. */
export function addPromotionalBanners({
  data,
  image,
  moduleType,
  moduleId,
  color,
}: ModulePromotions): void {
  const promo: Record<string, string> = {};
  for (const [key, copy] of Object.entries(promotionalCopy[moduleType])) {
    promo[key] = image({
      folder: "promotional_banner",
      file: `${moduleType}-${key}.svg`,
      kind: "banner",
      emoji: copy.emoji,
      color,
      title: copy.title,
      subtitle: copy.subtitle,
    });
  }
  data.moduleContents.push({ moduleId, key: "promotional_banners", value: promo });
}
