/** Test-only: a vendor registration form for a point, with a logo unless `logo` is null. */
export interface Spot {
  zoneId: number;
  moduleId: number;
  latitude: number;
  longitude: number;
}

/** Eight bytes of a PNG signature: enough for the upload checks (type and size). */
export const png = (name = "logo.png") =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: "image/png" });

export function vendorForm(
  spot: Spot,
  overrides: Record<string, string> = {},
  logo: File | null = png(),
): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    f_name: "Vera",
    l_name: "Vendor",
    email: "vera@shop.test",
    phone: "+1 555 777 0000",
    password: "Str0ng!pass",
    latitude: String(spot.latitude),
    longitude: String(spot.longitude),
    zone_id: String(spot.zoneId),
    module_id: String(spot.moduleId),
    tax: "5",
    minimum_delivery_time: "20",
    maximum_delivery_time: "40",
    delivery_time_type: "min",
    translations: JSON.stringify([
      { locale: "en", key: "name", value: "Vera's Deli" },
      { locale: "en", key: "address", value: "9 Harbour Street" },
    ]),
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (logo) form.append("logo", logo);
  return form;
}
