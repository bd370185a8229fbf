import { registerDeliveryMan } from "@marketplace/api-client";

import type { CourierFormOutput, CourierFormValues } from "./courier-form-schema";
import type { Refusal } from "./refusal";
import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { getBrowserClient } from "~/lib/api/browser-client";
import { courierFieldOf } from "./courier-form-schema";
import { refusalOf } from "./refusal";

/** How a delivery-staff application ended. */
export type CourierOutcome =
  { kind: "sent" } | ({ kind: "refused" } & Refusal<keyof CourierFormValues>);

/** `auth/delivery-man/store` through the site's proxy, with the identity images. Loaded on submit. */
export async function submitCourier(
  values: CourierFormOutput,
  visitor: VisitorContext,
): Promise<CourierOutcome> {
  try {
    await registerDeliveryMan(
      getBrowserClient(visitor),
      {
        f_name: values.f_name,
        ...(values.l_name === "" ? {} : { l_name: values.l_name }),
        email: values.email,
        phone: values.phone,
        password: values.password,
        identity_type: values.identity_type,
        identity_number: values.identity_number,
        zone_id: Number(values.zone_id),
        vehicle_id: Number(values.vehicle_id),
        earning: values.earning === "1" ? 1 : 0,
        serve_for: values.serve_for,
        ...(values.referral_code === "" ? {} : { referral_code: values.referral_code }),
      },
      {
        ...(values.image ? { image: values.image } : {}),
        identity_image: values.identity_image,
      },
    );
    return { kind: "sent" };
  } catch (error) {
    return { kind: "refused", ...refusalOf(error, courierFieldOf) };
  }
}
