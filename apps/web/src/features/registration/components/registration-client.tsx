"use client";

import { NextIntlClientProvider } from "next-intl";

import type { Module, SubscriptionPackage, Vehicle, Zone } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";

import type { LatLng } from "~/features/location/components/picker-map";
import type { Messages } from "~/lib/i18n/pick-messages";
import { CourierRegistrationForm } from "./courier-registration-form";
import { VendorRegistrationForm } from "./vendor-registration-form";

/** Which application the page takes, with what its form offers (from the server). */
export type RegistrationView =
  | {
      kind: "vendor";
      zones: Zone[];
      modules: Module[];
      mapStyleUrl: string | null;
      fallbackCenter: LatLng;
      packages: SubscriptionPackage[];
      currency: CurrencyFormat;
    }
  | { kind: "courier"; zones: Zone[]; vehicles: Vehicle[] };

/** The registration forms with their own messages (the `registration` namespace only). */
export function RegistrationClient({
  intl,
  view,
}: {
  intl: { locale: string; timeZone: string; messages: Messages };
  view: RegistrationView;
}) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone={intl.timeZone}>
      {view.kind === "vendor" ? (
        <VendorRegistrationForm
          zones={view.zones}
          modules={view.modules}
          mapStyleUrl={view.mapStyleUrl}
          fallbackCenter={view.fallbackCenter}
          packages={view.packages}
          currency={view.currency}
        />
      ) : (
        <CourierRegistrationForm zones={view.zones} vehicles={view.vehicles} />
      )}
    </NextIntlClientProvider>
  );
}
