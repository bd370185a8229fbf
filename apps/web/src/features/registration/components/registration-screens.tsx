import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";

import type { SubscriptionPackage, Vehicle, Zone } from "@marketplace/api-client";
import { getSubscriptionPackages, getVehicles, getZones } from "@marketplace/api-client";
import { currencyFormatFromConfig } from "@marketplace/domain";

import type { RegistrationView } from "./registration-client";
import type { Messages } from "~/lib/i18n/pick-messages";
import { env } from "~/env";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { pickMessages } from "~/lib/i18n/pick-messages";
import { RegistrationIsland } from "./registration-island";

const FALLBACK_CENTER = { lat: 23.7925, lng: 90.401 };

async function listOr<T>(load: Promise<T[]>): Promise<T[]> {
  try {
    return await load;
  } catch {
    return [];
  }
}

async function island(view: RegistrationView): Promise<ReactNode> {
  const [locale, timeZone, catalogue] = await Promise.all([
    getLocale(),
    getTimeZone(),
    getMessages(),
  ]);
  const messages = pickMessages(catalogue as Messages, ["registration"]);
  return <RegistrationIsland intl={{ locale, timeZone, messages }} view={view} />;
}

function Shell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      <p className="text-muted-foreground mt-1 mb-6">{description}</p>
      {children}
    </main>
  );
}

export async function vendorRegistrationMetadata(): Promise<Metadata> {
  const t = await getTranslations("registration");
  return {
    title: t("vendorTitle"),
    description: t("vendorDescription"),
    alternates: { canonical: "/store-registration?active=active" },
  };
}

export async function courierRegistrationMetadata(): Promise<Metadata> {
  const t = await getTranslations("registration");
  return {
    title: t("courierTitle"),
    description: t("courierDescription"),
    alternates: { canonical: "/deliveryman-registration" },
  };
}

/**
 * `/store-registration?active=active`: the vendor application (zones, modules, the map's centre, and the
 * subscription packages with the site's currency; no packages: the commission plan only).
 */
export async function VendorRegistrationScreen() {
  const t = await getTranslations("registration");
  const [site, client] = await Promise.all([loadSiteData(), getServerClient()]);
  const [zones, packages]: [Zone[], SubscriptionPackage[]] = await Promise.all([
    listOr(getZones(client)),
    listOr(getSubscriptionPackages(client)),
  ]);
  const point = site.config?.default_location;
  return (
    <Shell title={t("vendorTitle")} description={t("vendorDescription")}>
      {await island({
        kind: "vendor",
        zones,
        modules: site.modules,
        mapStyleUrl: env.MAP_STYLE_URL ?? null,
        fallbackCenter: point ? { lat: point.lat, lng: point.lng } : FALLBACK_CENTER,
        packages,
        currency: currencyFormatFromConfig(site.config),
      })}
    </Shell>
  );
}

/** `/deliveryman-registration`: the delivery-staff application (zones and `get-vehicles`). */
export async function CourierRegistrationScreen() {
  const t = await getTranslations("registration");
  const client = await getServerClient();
  const [zones, vehicles]: [Zone[], Vehicle[]] = await Promise.all([
    listOr(getZones(client)),
    listOr(getVehicles(client)),
  ]);
  return (
    <Shell title={t("courierTitle")} description={t("courierDescription")}>
      {await island({ kind: "courier", zones, vehicles })}
    </Shell>
  );
}
