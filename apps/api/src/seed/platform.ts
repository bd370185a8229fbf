/** Platform-wide content: rider vehicles, tip amounts and testimonials. */
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
}
