/** The names of the three address types, in the visitor's language. */
export interface AddressTypeNames {
  home: string;
  office: string;
  other: string;
}

/**
 * An address's heading: its label name for an "other" address that has one, else its type's name
 * ('Home', 'Office', 'Other'); an unknown type reads as "other".
 * @example addressTitle({ address_type: "other", address_label: "Gym" }, names) // "Gym"
 */
export function addressTitle(
  address: { address_type?: string | null; address_label?: string | null },
  names: AddressTypeNames,
): string {
  const label = address.address_label?.trim() ?? "";
  if (address.address_type === "other" && label !== "") return label;
  if (address.address_type === "office") return names.office;
  if (address.address_type === "home") return names.home;
  return names.other;
}
