import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import {
  getParcelCategories,
  getParcelInstructions,
  getProfile,
  getVehicles,
  isHttpError,
} from "@marketplace/api-client";
import { contactNameFromProfile, currencyFormatFromConfig } from "@marketplace/domain";

import { env } from "~/env";
import { PLACEHOLDER_IMAGE } from "~/features/catalogue/components/placeholder-image";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { assetUrl } from "~/lib/asset-url";
import { formLooks, parcelFormLabels } from "./parcel-form-labels";
import { ParcelOrderForm } from "./parcel-order-form";

type SearchParams = Record<string, string | string[] | undefined>;

export async function parcelMetadata(): Promise<Metadata> {
  const t = await getTranslations("parcel");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/parcel-delivery-info" },
    openGraph: { url: "/parcel-delivery-info", title: t("title") },
    robots: { index: false },
  };
}

function categoryParam(value: SearchParams[string]): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The signed-in customer's name and phone for the sender card (empty when the profile cannot be read). */
async function senderDefaults(signedIn: boolean): Promise<{ name: string; phone: string }> {
  if (!signedIn) return { name: "", phone: "" };
  try {
    const profile = await getProfile(await getServerClient());
    return {
      name: contactNameFromProfile(profile),
      phone: profile.phone === null || profile.phone === undefined ? "" : String(profile.phone),
    };
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return { name: "", phone: "" };
    throw error;
  }
}

/**
 * The parcel order (spec D §2 `/parcel-delivery-info`): the chosen category, sender and receiver with
 * map-picked addresses and contacts, the parcel instructions, who pays, and the charge the server will
 * take (the domain's `parcelCharge`). Needs a location and the parcel module; an unknown category is a 404.
 */
export async function ParcelScreen({ searchParams }: { searchParams: SearchParams }) {
  const { config, visitor } = await loadSiteData();
  if (!visitor.location) redirect("/");
  if (visitor.module?.type !== "parcel") redirect("/home");
  const categoryId = categoryParam(searchParams.category);
  if (categoryId === null) redirect("/home");
  const client = await getServerClient();
  const [categories, instructions, vehicles, defaults, t] = await Promise.all([
    getParcelCategories(client),
    getParcelInstructions(client),
    getVehicles(client),
    senderDefaults(visitor.signedIn),
    getTranslations("parcel"),
  ]);
  const category = categories.find((entry) => entry.id === categoryId);
  if (!category || !config) notFound();

  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("title")}</h1>
      <section
        aria-labelledby="parcel-category"
        className="bg-card flex items-center gap-3 rounded-xl border p-4"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a plain picture: next/image would add its client code to the page's first load */}
        <img
          width={56}
          height={56}
          src={assetUrl(category.image_full_url) ?? PLACEHOLDER_IMAGE}
          alt=""
          className="bg-muted size-14 shrink-0 rounded-md object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 id="parcel-category" className="text-muted-foreground text-xs font-medium">
            {t("category")}
          </h2>
          <p className="font-semibold" data-testid="parcel-category-name">
            {category.name}
          </p>
          {category.description ? (
            <p className="text-muted-foreground line-clamp-2 text-sm">{category.description}</p>
          ) : null}
        </div>
        <a href="/home" className="text-primary shrink-0 text-sm font-medium underline">
          {t("changeCategory")}
        </a>
      </section>
      <ParcelOrderForm
        categoryId={category.id}
        rates={{
          category: {
            perKmCharge: category.parcel_per_km_shipping_charge ?? null,
            minimumCharge: category.parcel_minimum_shipping_charge ?? null,
          },
          fallback: {
            perKmCharge: config.parcel_per_km_shipping_charge ?? null,
            minimumCharge: config.parcel_minimum_shipping_charge ?? null,
          },
        }}
        currency={currencyFormatFromConfig(config)}
        instructions={instructions.data.flatMap((entry) =>
          entry.instruction ? [{ id: entry.id, text: entry.instruction }] : [],
        )}
        vehicles={vehicles.flatMap((vehicle) =>
          vehicle.is_active !== false && vehicle.is_delivery !== false
            ? [
                {
                  id: vehicle.id,
                  name: vehicle.name ?? "",
                  description: vehicle.description ?? "",
                  image: assetUrl(vehicle.image_full_url) ?? PLACEHOLDER_IMAGE,
                  startingCoverageArea: vehicle.starting_coverage_area ?? 0,
                  maximumCoverageArea: vehicle.maximum_coverage_area ?? 0,
                  extraCharges: vehicle.extra_charges ?? 0,
                },
              ]
            : [],
        )}
        sender={{
          address: visitor.location.address,
          lat: visitor.location.latitude,
          lng: visitor.location.longitude,
          name: defaults.name,
          phone: defaults.phone,
        }}
        mapStyleUrl={env.MAP_STYLE_URL ?? null}
        labels={await parcelFormLabels()}
        looks={formLooks()}
      />
    </main>
  );
}
