/** Platform-wide content: rider vehicles, tip amounts, testimonials and vendor subscription packages. */
import type { DemoData, EmojiFn } from "./demo-data";

export function addPlatformContent(data: DemoData, emojiImage: EmojiFn): void {
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
  addSubscriptionPackages(data);
}

/**
 * Three vendor subscription packages in the seed's currency (USD): validity in days, order and product limits
 * (null is unlimited) and the features each includes. A fourth, inactive one is never offered.
 */
function addSubscriptionPackages(data: DemoData): void {
  const packages: {
    name: string;
    price: number;
    validity: number;
    maxOrder: number | null;
    maxProduct: number | null;
    features: ("pos" | "mobileApp" | "chat" | "review" | "selfDelivery")[];
    colour: string;
    text: string;
    status?: number;
  }[] = [
    {
      name: "Starter",
      price: 19,
      validity: 30,
      maxOrder: 300,
      maxProduct: 50,
      features: ["review", "chat"],
      colour: "#2563eb",
      text: "For a new store finding its first customers.",
    },
    {
      name: "Growth",
      price: 49,
      validity: 90,
      maxOrder: 1500,
      maxProduct: 500,
      features: ["review", "chat", "mobileApp", "pos"],
      colour: "#0f766e",
      text: "For a busy store that sells every day.",
    },
    {
      name: "Pro",
      price: 149,
      validity: 365,
      maxOrder: null,
      maxProduct: null,
      features: ["review", "chat", "mobileApp", "pos", "selfDelivery"],
      colour: "#7c3aed",
      text: "For chains and large stores: no limits, your own riders.",
    },
    {
      name: "Launch offer 2025",
      price: 9,
      validity: 30,
      maxOrder: 100,
      maxProduct: 20,
      features: ["review"],
      colour: "#6b7280",
      text: "An ended promotion.",
      status: 0,
    },
  ];
  packages.forEach((entry, index) => {
    const has = (feature: (typeof entry.features)[number]) =>
      entry.features.includes(feature) ? 1 : 0;
    data.subscriptionPackages.push({
      id: index + 1,
      packageName: entry.name,
      price: entry.price,
      validity: entry.validity,
      maxOrder: entry.maxOrder,
      maxProduct: entry.maxProduct,
      pos: has("pos"),
      mobileApp: has("mobileApp"),
      chat: has("chat"),
      review: has("review"),
      selfDelivery: has("selfDelivery"),
      status: entry.status ?? 1,
      isDefault: index === 0 ? 1 : 0,
      colour: entry.colour,
      text: entry.text,
    });
  });
}
