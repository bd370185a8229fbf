import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { checkParcelTracking, currencyFormatFromConfig } from "@marketplace/domain";
import { textLinkVariants } from "@marketplace/ui";

import { loadSiteData } from "~/lib/api/site-data";
import { TrackOrderForm } from "./track-order-form";
import { TrackingLoader } from "./tracking-loader";
import { TrackingMessages } from "./tracking-messages";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: SearchParams[string]): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export async function trackOrderMetadata(): Promise<Metadata> {
  const t = await getTranslations("tracking");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/track-order" },
    openGraph: { url: "/track-order", title: t("title") },
    robots: { index: false },
  };
}

/**
 * `/track-order`: guests give the order id and the order's phone or email (prefilled from
 * `?order_id=&contact=`); the signed-in owner tracks with `?order_id=` alone. A valid query shows the
 * live tracking, whose code (SDK, TanStack Query, MapLibre) loads only then.
 */
export async function TrackOrderScreen({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("tracking");
  const { visitor, config } = await loadSiteData();
  const orderId = first(searchParams.order_id);
  const contact = first(searchParams.contact) ?? "";
  // The form was sent (or a link asked for an order): check it; a first visit shows the empty form.
  const check =
    orderId === undefined
      ? null
      : checkParcelTracking({ orderId, contact, signedIn: visitor.signedIn });
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("title")}</h1>
      {check?.code === "ok" ? (
        <>
          <TrackingMessages>
            <TrackingLoader
              orderId={check.query.order_id}
              contact={check.query.contact_number}
              currency={currencyFormatFromConfig(config)}
              loadingText={t("loading")}
            />
          </TrackingMessages>
          <Link href="/track-order" className={textLinkVariants()}>
            {t("trackAnother")}
          </Link>
        </>
      ) : (
        <div className="mx-auto w-full max-w-md">
          <TrackOrderForm
            orderId={orderId ?? ""}
            contact={contact}
            error={check?.code ?? null}
            signedIn={visitor.signedIn}
          />
        </div>
      )}
    </main>
  );
}
