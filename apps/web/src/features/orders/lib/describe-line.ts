import type { OrderDetail } from "@marketplace/api-client";

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;

/**
 * What an order line shows: the item's name as ordered, the chosen options (a non-food variation's type,
 * food choices as "Size: Large") and the add-ons with their quantities ("Fries × 2").
 * @example describeLine(detail) // { name: "Burger", options: ["Size: Large"], addOns: ["Fries × 2"] }
 */
export function describeLine(detail: OrderDetail): {
  name: string;
  options: string[];
  addOns: string[];
} {
  const item = record(detail.item_details);
  const name = typeof item?.name === "string" ? item.name : "";
  const options = (detail.variation ?? []).flatMap((entry) => {
    const variation = record(entry);
    if (!variation) return [];
    if (typeof variation.type === "string") return [variation.type];
    const values = record(variation.values);
    const labels = Array.isArray(values?.label)
      ? values.label.filter((label): label is string => typeof label === "string")
      : [];
    return typeof variation.name === "string" && labels.length > 0
      ? [`${variation.name}: ${labels.join(", ")}`]
      : [];
  });
  const known = new Map<number, string>();
  for (const entry of Array.isArray(item?.add_ons) ? item.add_ons : []) {
    const addOn = record(entry);
    if (addOn && typeof addOn.name === "string") known.set(Number(addOn.id), addOn.name);
  }
  const addOns = (detail.add_ons ?? []).flatMap((entry) => {
    const addOn = record(entry);
    if (!addOn) return [];
    const label =
      known.get(Number(addOn.id)) ?? (typeof addOn.name === "string" ? addOn.name : null);
    if (label === null) return [];
    const quantity = Number(addOn.quantity ?? 1);
    return [quantity > 1 ? `${label} × ${String(quantity)}` : label];
  });
  return { name, options, addOns };
}
