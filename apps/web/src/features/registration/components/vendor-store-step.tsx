"use client";

import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";

import type { Module, Zone } from "@marketplace/api-client";
import { DELIVERY_TIME_UNITS } from "@marketplace/api-client";
import { FormField, Input } from "@marketplace/ui";

import type { Field, VendorForm } from "../lib/vendor-form-fields";
import type { StorePin } from "./store-location-map";
import type { LatLng } from "~/features/location/components/picker-map";
import { onDemand } from "~/lib/lazy/on-demand";
import { QueryProvider } from "~/lib/query/query-provider";
import { ImageInput } from "./image-input";
import { NativeSelect } from "./native-select";

const StoreLocationMap = onDemand(() =>
  import("./store-location-map").then((mod) => mod.StoreLocationMap),
);

/**
 * The vendor application's store step: names and addresses in both languages, zone and module, the pin
 * on the map (inside the chosen zone), tax, delivery times, logo and cover.
 */
export function VendorStoreStep({
  shown,
  form,
  message,
  zones,
  zone,
  zoneModules,
  mapStyleUrl,
  fallbackCenter,
  onPin,
}: {
  /** Whether this is the step on screen (the others stay mounted, hidden, so their values and errors stay). */
  shown: boolean;
  form: VendorForm;
  /** The field's error text, if any. */
  message: (field: Field) => string | undefined;
  zones: readonly Zone[];
  /** The chosen zone, null before one is chosen. */
  zone: Zone | null;
  /** The modules of the chosen zone (all before one is chosen). */
  zoneModules: readonly Module[];
  mapStyleUrl: string | null;
  fallbackCenter: LatLng;
  onPin: (pin: StorePin | null) => void;
}) {
  const t = useTranslations("registration");
  return (
    <div className={shown ? "grid gap-4 sm:grid-cols-2" : "hidden"}>
      <FormField label={t("storeNameEn")} message={message("name_en")} required>
        <Input lang="en" dir="ltr" {...form.register("name_en")} />
      </FormField>
      <FormField label={t("storeNameAr")} message={message("name_ar")} required>
        <Input lang="ar" dir="rtl" {...form.register("name_ar")} />
      </FormField>
      <FormField label={t("storeAddressEn")} message={message("address_en")} required>
        <Input lang="en" dir="ltr" autoComplete="street-address" {...form.register("address_en")} />
      </FormField>
      <FormField label={t("storeAddressAr")} message={message("address_ar")} required>
        <Input lang="ar" dir="rtl" {...form.register("address_ar")} />
      </FormField>
      <FormField label={t("zone")} message={message("zone_id")} required>
        <NativeSelect
          placeholder={t("chooseZone")}
          options={zones.map((entry) => ({
            value: String(entry.id),
            label: entry.display_name ?? entry.name ?? String(entry.id),
          }))}
          {...form.register("zone_id")}
        />
      </FormField>
      <FormField label={t("module")} message={message("module_id")} required>
        <NativeSelect
          placeholder={t("chooseModule")}
          options={zoneModules.map((module) => ({
            value: String(module.id),
            label: module.module_name,
          }))}
          {...form.register("module_id")}
        />
      </FormField>
      <div className="grid gap-2 sm:col-span-2">
        <p className="text-sm font-medium" id="store-location-label">
          {t("location")}
        </p>
        <p className="text-muted-foreground text-sm">{t("locationHint")}</p>
        {zone && shown ? (
          <QueryProvider>
            <StoreLocationMap
              zone={zone}
              mapStyleUrl={mapStyleUrl}
              fallbackCenter={fallbackCenter}
              invalid={message("pin") !== undefined}
              onPin={onPin}
            />
          </QueryProvider>
        ) : (
          <p className="bg-muted rounded-lg p-6 text-center text-sm">{t("pickZoneFirst")}</p>
        )}
        {message("pin") ? (
          <p className="text-destructive text-sm" data-testid="pin-message">
            {message("pin")}
          </p>
        ) : null}
      </div>
      <FormField label={t("tax")} message={message("tax")} required>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          {...form.register("tax")}
        />
      </FormField>
      <FormField label={t("deliveryTimeUnit")} message={message("delivery_time_type")} required>
        <NativeSelect
          options={DELIVERY_TIME_UNITS.map((unit) => ({ value: unit, label: t(`unit_${unit}`) }))}
          {...form.register("delivery_time_type")}
        />
      </FormField>
      <FormField
        label={t("minimumDeliveryTime")}
        message={message("minimum_delivery_time")}
        required
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register("minimum_delivery_time")}
        />
      </FormField>
      <FormField
        label={t("maximumDeliveryTime")}
        message={message("maximum_delivery_time")}
        required
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register("maximum_delivery_time")}
        />
      </FormField>
      <Controller
        control={form.control}
        name="logo"
        render={({ field }) => (
          <ImageInput
            label={t("logo")}
            hint={t("logoHint")}
            aspect="square"
            required
            crop
            testId="logo-input"
            files={field.value ? [field.value] : []}
            message={message("logo")}
            onChange={(files) => {
              field.onChange(files[0] ?? null);
              field.onBlur();
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="cover_photo"
        render={({ field }) => (
          <ImageInput
            label={t("cover")}
            hint={t("coverHint")}
            aspect="wide"
            crop
            testId="cover-input"
            files={field.value ? [field.value] : []}
            message={message("cover_photo")}
            onChange={(files) => {
              field.onChange(files[0] ?? null);
              field.onBlur();
            }}
          />
        )}
      />
    </div>
  );
}
