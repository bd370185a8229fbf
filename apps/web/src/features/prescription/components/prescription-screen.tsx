import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import type { StorePage } from "@marketplace/api-client";
import { getProfile, getStorePage, isHttpError } from "@marketplace/api-client";
import {
  acceptsPrescriptionOrder,
  contactNameFromProfile,
  distanceMeters,
  storeHref,
} from "@marketplace/domain";

import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { PrescriptionForm } from "./prescription-form";
import { formLooks, prescriptionFormLabels } from "./prescription-form-labels";

type SearchParams = Record<string, string | string[] | undefined>;

export async function prescriptionMetadata(): Promise<Metadata> {
  const t = await getTranslations("prescription");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/prescription-order" },
    openGraph: { url: "/prescription-order", title: t("title") },
    robots: { index: false },
  };
}

function idParam(value: SearchParams[string]): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^[1-9]\d{0,9}$/.test(text) ? text : null;
}

async function storeOrNull(id: string): Promise<NonNullable<StorePage> | null> {
  try {
    return await getStorePage(await getServerClient(), id);
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in customer's name and phone (empty for guests or when the session has ended). */
async function contactDefaults(signedIn: boolean): Promise<{ name: string; phone: string }> {
  if (!signedIn) return { name: "", phone: "" };
  try {
    const profile = await getProfile(await getServerClient());
    const phone =
      profile.phone === null || profile.phone === undefined ? "" : String(profile.phone);
    return { name: contactNameFromProfile(profile), phone };
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return { name: "", phone: "" };
    throw error;
  }
}

/**
 * An order with prescription images (spec A §3 prescription order payload, §5, §9) at a pharmacy store that
 * takes them: up to 3 images with previews, a note, the contact, tips, delivered to the visitor's location.
 * Another store, or a business with prescription orders off, answers 404.
 */
export async function PrescriptionScreen({ searchParams }: { searchParams: SearchParams }) {
  const { config, visitor } = await loadSiteData();
  if (!visitor.location) redirect("/");
  if (!visitor.module) redirect("/home");
  const storeId = idParam(searchParams.store_id);
  if (storeId === null) notFound();
  const [store, defaults, t] = await Promise.all([
    storeOrNull(storeId),
    contactDefaults(visitor.signedIn),
    getTranslations("prescription"),
  ]);
  if (
    !store ||
    !acceptsPrescriptionOrder({
      moduleType: visitor.module.type,
      storeFlag: store.prescription_order,
      configFlag: config?.prescription_order_status,
    })
  )
    notFound();
  const location = visitor.location;
  const distanceKm =
    typeof store.latitude === "number" && typeof store.longitude === "number"
      ? distanceMeters(
          { lat: location.latitude, lng: location.longitude },
          { lat: store.latitude, lng: store.longitude },
        ) / 1000
      : 0;

  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground" data-testid="prescription-store">
          {t("at", { store: store.name ?? "" })}
        </p>
      </div>
      <PrescriptionForm
        storeId={Number(storeId)}
        storePath={storeHref(store, visitor.module.type)}
        distanceKm={distanceKm}
        location={{
          address: location.address,
          latitude: location.latitude,
          longitude: location.longitude,
        }}
        contact={defaults}
        tips={config?.dm_tips_status === true}
        labels={await prescriptionFormLabels()}
        looks={formLooks()}
      />
    </main>
  );
}
