import { registerVendor } from "@marketplace/api-client";

import type { Refusal } from "./refusal";
import type { VendorFormOutput, VendorFormValues } from "./vendor-form-schema";
import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { getBrowserClient } from "~/lib/api/browser-client";
import { refusalOf } from "./refusal";
import { vendorFieldOf } from "./vendor-form-schema";

/** How a vendor application ended. */
export type VendorOutcome =
  { kind: "sent" } | ({ kind: "refused" } & Refusal<keyof VendorFormValues>);

/**
 * `auth/vendor/register` through the site's proxy: the store's name and address go as `translations`
 * (English name then address first, as the API reads them, then the Arabic ones). Loaded on submit.
 */
export async function submitVendor(
  values: VendorFormOutput,
  visitor: VisitorContext,
): Promise<VendorOutcome> {
  const { logo, cover_photo: cover, pin } = values;
  if (!logo || !pin) return { kind: "refused", fields: {}, messages: [] };
  try {
    await registerVendor(
      getBrowserClient(visitor),
      {
        f_name: values.f_name,
        ...(values.l_name === "" ? {} : { l_name: values.l_name }),
        email: values.email,
        phone: values.phone,
        password: values.password,
        latitude: pin.lat,
        longitude: pin.lng,
        zone_id: Number(values.zone_id),
        module_id: Number(values.module_id),
        tax: values.tax,
        minimum_delivery_time: values.minimum_delivery_time,
        maximum_delivery_time: values.maximum_delivery_time,
        delivery_time_type: values.delivery_time_type,
        translations: [
          { locale: "en", key: "name", value: values.name_en },
          { locale: "en", key: "address", value: values.address_en },
          { locale: "ar", key: "name", value: values.name_ar },
          { locale: "ar", key: "address", value: values.address_ar },
        ],
        business_plan: values.business_plan,
        ...(values.business_plan === "subscription"
          ? { package_id: Number(values.package_id) }
          : {}),
      },
      cover ? { logo, cover_photo: cover } : { logo },
    );
    return { kind: "sent" };
  } catch (error) {
    return { kind: "refused", ...refusalOf(error, vendorFieldOf) };
  }
}
