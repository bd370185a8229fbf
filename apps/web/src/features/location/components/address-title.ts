import type { Address } from "@marketplace/api-client";

/**
 * An address's heading: its label name for an "other" address that has one, else its type's name
 * ('Home', 'Office', 'Other').
 * @example addressTitle({ address_type: "other", address_label: "Gym" }, t) // "Gym"
 */
export function addressTitle(
  address: Pick<Address, "address_type" | "address_label">,
  t: (key: "address.home" | "address.office" | "address.other") => string,
): string {
  const label = address.address_label?.trim() ?? "";
  if (address.address_type === "other" && label !== "") return label;
  if (address.address_type === "office") return t("address.office");
  if (address.address_type === "home") return t("address.home");
  return t("address.other");
}
