import type { FieldPath, UseFormReturn } from "react-hook-form";

import type { VendorFormOutput, VendorFormValues } from "./vendor-form-schema";
import { VENDOR_DEFAULTS, VENDOR_STEPS } from "./vendor-form-schema";

/** A field of the vendor application. */
export type Field = FieldPath<VendorFormValues>;

/** The vendor application's form, as its steps receive it. */
export type VendorForm = UseFormReturn<VendorFormValues, unknown, VendorFormOutput>;

/** The two delivery times: the maximum's message depends on the minimum, so they are checked together. */
export const DELIVERY_TIMES: Field[] = ["minimum_delivery_time", "maximum_delivery_time"];

/** Whether a changed name is one of the form's fields. */
export const isField = (name: string | undefined): name is Field =>
  name !== undefined && name in VENDOR_DEFAULTS;

/** The step a field is asked on. */
export const stepOf = (field: string) =>
  Math.max(
    0,
    VENDOR_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field)),
  );
