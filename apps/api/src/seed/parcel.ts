/** The parcel module's content: categories, banners, why-choose cards and the how-it-works video block. */
import type { ModuleType } from "./defs";
import type { DemoData, EmojiFn, ImageFn } from "./demo-data";

export function addParcelContent(
  data: DemoData,
  moduleIds: Map<ModuleType, number>,
  image: ImageFn,
  emojiImage: EmojiFn,
): void {
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
}
