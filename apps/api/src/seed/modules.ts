/** The five modules of the marketplace, the delivery zones of Lakeshore and its gazetteer. */
import type { ModuleType } from "./defs";
import type { DemoData, EmojiFn, ImageFn } from "./demo-data";
import { placeDefs, zoneDefs } from "./city";
import { stampOffset } from "./demo-data";
import { slugify } from "./random";

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

/** Adds the modules, zones (with each module's shipping rules per zone) and places; answers the module ids. */
export function addModulesAndZones(
  data: DemoData,
  now: Date,
  image: ImageFn,
  emojiImage: EmojiFn,
): Map<ModuleType, number> {
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
  return moduleIds;
}
