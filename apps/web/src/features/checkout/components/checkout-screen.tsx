import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";

import { getZoneId, trackOrder } from "@marketplace/api-client";
import { currencyFormatFromConfig, orderZoneCashOnDelivery } from "@marketplace/domain";
import { buttonVariants, SpriteIcon } from "@marketplace/ui";

import type { BuyNowPage } from "../buy-now-param";
import type { CheckoutSource } from "../load-checkout";
import type { CheckoutView } from "./checkout-client";
import type { Messages } from "~/lib/i18n/pick-messages";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { pickMessages } from "~/lib/i18n/pick-messages";
import { Glyph } from "~/lib/icons/glyph";
import { loadBuyNow } from "../load-buy-now";
import { loadCheckout } from "../load-checkout";
import { myOrderHref } from "../placed-order";
import { CheckoutIsland } from "./checkout-island";
import { CheckoutSignIn } from "./checkout-sign-in";

type SearchParams = Record<string, string | string[] | undefined>;

const one = (value: SearchParams[string]) => (Array.isArray(value) ? value[0] : value);
const idParam = (value: SearchParams[string]) => {
  const number = Number(one(value));
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

export async function checkoutMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/checkout?page=cart" },
    openGraph: { url: "/checkout?page=cart", title: t("title") },
    robots: { index: false },
  };
}

/**
 * Whether the failed order's own zone takes cash on delivery (the failed-payment switch): the zone stored
 * on the order (its delivery address's zone; a take-away's store zone), looked up at the delivery point,
 * then at the store. Not the zone the visitor browses in: the server checks the order's.
 */
async function codForOrder(orderId: number): Promise<boolean> {
  try {
    const client = await getServerClient();
    const order = await trackOrder(client, { order_id: orderId });
    const points = [
      order.delivery_address && {
        lat: order.delivery_address.latitude,
        lng: order.delivery_address.longitude,
      },
      order.store && { lat: order.store.latitude, lng: order.store.longitude },
    ];
    for (const point of points) {
      const lat = point?.lat;
      const lng = point?.lng;
      if (lat === null || lat === undefined || lng === null || lng === undefined) continue;
      const { zone_data } = await getZoneId(client, { lat, lng }).catch(() => ({ zone_data: [] }));
      const allowed = orderZoneCashOnDelivery(zone_data, order.zone_id);
      if (allowed !== null) return allowed;
    }
    return false;
  } catch {
    return false;
  }
}

const isBuyNowPage = (page: string | undefined): page is BuyNowPage =>
  page === "buy_now" || page === "campaign";

/** The address of this checkout page (the buy-now line as the link gave it), for its sign-in link. */
function pageHref(page: string, searchParams: SearchParams): string {
  const line = one(searchParams.line);
  const params = new URLSearchParams({ page });
  if (page !== "cart" && line !== undefined) params.set("line", line);
  return `/checkout?${params.toString()}`;
}

/**
 * `/checkout?page=cart`: the form over the server's cart; `page=buy_now|campaign&line=` the form over one
 * line (Buy Now / Order Now: priced again from the item, ordered with `is_buy_now`, the cart untouched); `gateway={id}` the demo gateway;
 * `flag=fail&order_id` the failed-order screen and prompt; `flag=success&order_id` the guest's success
 * dialog (a signed-in customer goes to the order page); `prompt=guest` the guest prompt first.
 */
export async function CheckoutScreen({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("checkout");
  const { config, visitor } = await loadSiteData();
  // The checkout's client parts translate with its own namespace only (not in every page's payload).
  const [locale, timeZone, catalogue] = await Promise.all([
    getLocale(),
    getTimeZone(),
    getMessages(),
  ]);
  const messages = pickMessages(catalogue as Messages, ["checkout"]);
  const island = (view: CheckoutView) => (
    <CheckoutIsland intl={{ locale, timeZone, messages }} view={view} />
  );
  const shell = (children: ReactNode) => (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("title")}</h1>
      {children}
    </main>
  );
  const page = one(searchParams.page);
  if (page !== "cart" && !isBuyNowPage(page)) redirect("/checkout?page=cart");
  const gateway = idParam(searchParams.gateway);
  if (gateway !== null)
    return shell(island({ code: "gateway", orderId: gateway, signedIn: visitor.signedIn }));
  const flag = one(searchParams.flag);
  const orderId = idParam(searchParams.order_id);
  if (orderId !== null && flag === "fail") {
    const codOffered = await codForOrder(orderId);
    return shell(island({ code: "failed", orderId, codOffered }));
  }
  if (orderId !== null && flag === "success") {
    if (visitor.signedIn) redirect(myOrderHref(orderId));
    return shell(island({ code: "guest_success", orderId }));
  }
  // No config: the API did not give it (a failure, not a state of the visitor) — the error page with Try again.
  if (!config) throw new Error("The checkout needs the config, which the API did not give.");
  // Sign-in first: Order Now always, the others when guest checkout is off. A panel with a link that opens
  // the sign-in modal here (a redirect to this page with the modal would answer with itself forever).
  if (!visitor.signedIn && (page === "campaign" || config.guest_checkout_status !== true))
    return shell(<CheckoutSignIn href={pageHref(page, searchParams)} />);
  let source: CheckoutSource = { kind: "cart" };
  if (isBuyNowPage(page)) {
    if (!visitor.module) redirect("/home");
    const digits = currencyFormatFromConfig(config).digits;
    const line = await loadBuyNow(page, one(searchParams.line), visitor.module.id, digits);
    if (line.code === "unavailable") {
      return shell(
        <section
          className="bg-card mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border p-8 text-center"
          data-testid="checkout-line-unavailable"
        >
          <Glyph name="package-x" className="text-primary size-10" />
          <p className="text-lg font-semibold">{t("lineUnavailable")}</p>
          <Link href="/home" className={buttonVariants()}>
            {t("goHome")}
          </Link>
        </section>,
      );
    }
    source = line.source;
  }
  const loaded = await loadCheckout(visitor, config, source);
  if (loaded.code === "no_context") redirect("/home");
  if (loaded.code === "empty") {
    return shell(
      <section className="bg-card mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border p-8 text-center">
        <SpriteIcon name="shopping-cart" className="text-primary size-10" />
        <p className="text-lg font-semibold">{t("emptyCart")}</p>
        <Link href="/home" className={buttonVariants()}>
          {t("goHome")}
        </Link>
      </section>,
    );
  }
  const prompt =
    !visitor.signedIn &&
    config.guest_checkout_status === true &&
    one(searchParams.prompt) === "guest";
  return shell(
    island({ code: "form", data: loaded.data, prompt, storeLabel: t("storeLabel", { name: "" }) }),
  );
}
