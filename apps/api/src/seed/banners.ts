/** Banners (every type in every zone, one featured per module), advertisements and the promotional banners of a module's home. */
import type { ModulePromotions } from "./promotions";
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

/** Promotional banners ("other-banners"). */
export function addPromotionalBanners({
  data,
  image,
  moduleType,
  moduleId,
  def,
  color,
}: ModulePromotions): void {
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
