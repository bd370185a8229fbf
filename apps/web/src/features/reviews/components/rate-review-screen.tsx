import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import type { Order, OrderDetailsResponse } from "@marketplace/api-client";
import { getOrderDetails, isHttpError, trackOrder } from "@marketplace/api-client";
import { buttonVariants } from "@marketplace/ui";

import type { ReviewTarget } from "./review-forms";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { assetUrl } from "~/lib/asset-url";
import { Glyph } from "~/lib/icons/glyph";
import { ReviewFormsLoader } from "./review-forms-loader";
import { ReviewsMessages } from "./reviews-messages";

export async function rateReviewMetadata(id: string): Promise<Metadata> {
  const t = await getTranslations("reviews");
  const path = `/rate-and-review/${encodeURIComponent(id)}`;
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: path },
    openGraph: { url: path, title: t("title") },
    robots: { index: false },
  };
}

/** The order's items, once each (an item bought in two variations is reviewed once). */
function itemsOf(details: OrderDetailsResponse): ReviewTarget[] {
  if (!Array.isArray(details)) return [];
  const seen = new Map<number, ReviewTarget>();
  for (const row of details) {
    const itemId = row.item_id;
    if (itemId === null || itemId === undefined || seen.has(itemId)) continue;
    const item = row.item_details;
    seen.set(itemId, {
      id: itemId,
      name: typeof item?.name === "string" ? item.name : `#${String(itemId)}`,
      imageUrl: typeof item?.image_full_url === "string" ? assetUrl(item.image_full_url) : null,
    });
  }
  return [...seen.values()];
}

function courierOf(order: Order): ReviewTarget | null {
  const courier = order.delivery_man;
  if (!courier) return null;
  const name = [courier.f_name, courier.l_name].filter(Boolean).join(" ");
  return {
    id: courier.id,
    name: name === "" ? `#${String(courier.id)}` : name,
    imageUrl: assetUrl(courier.image_full_url),
  };
}

async function SignInPrompt({ path }: { path: string }) {
  const t = await getTranslations("reviews.signIn");
  return (
    <section
      aria-labelledby="sign-in-prompt"
      className="bg-card mx-auto mt-6 flex max-w-md flex-col items-center gap-4 rounded-xl border p-8 text-center"
    >
      <Glyph name="log-in" className="text-primary size-10" />
      <h2 id="sign-in-prompt" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="text-muted-foreground">{t("body")}</p>
      <Link href={`${path}?auth=sign-in`} className={buttonVariants()}>
        {t("link")}
      </Link>
    </section>
  );
}

/**
 * `/rate-and-review/{order id}` (the signed-in owner of a delivered order): a review card for each item
 * and one for the delivery person. An unknown order (or another customer's) answers 404.
 */
export async function RateReviewScreen({ id }: { id: string }) {
  if (!/^\d{1,9}$/.test(id)) notFound();
  const orderId = Number(id);
  const t = await getTranslations("reviews");
  const { visitor } = await loadSiteData();
  const shell = (children: ReactNode) => (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("orderNumber", { id: String(orderId) })}</p>
      </header>
      {children}
    </main>
  );
  const path = `/rate-and-review/${String(orderId)}`;
  if (!visitor.signedIn) return shell(<SignInPrompt path={path} />);
  const client = await getServerClient();
  let order: Order;
  let details: OrderDetailsResponse;
  try {
    [order, details] = await Promise.all([
      trackOrder(client, { order_id: orderId }),
      getOrderDetails(client, orderId),
    ]);
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return shell(<SignInPrompt path={path} />);
    if (isHttpError(error) && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
  if (order.order_status !== "delivered") {
    return shell(
      <p role="status" className="bg-card rounded-xl border p-6 text-center">
        {t("notDelivered")}
      </p>,
    );
  }
  return shell(
    <ReviewsMessages>
      <ReviewFormsLoader
        orderId={orderId}
        items={itemsOf(details)}
        courier={courierOf(order)}
        loadingText={t("loading")}
      />
    </ReviewsMessages>,
  );
}
