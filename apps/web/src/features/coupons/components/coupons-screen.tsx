import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { getCashbackOffers, getCoupons } from "@marketplace/api-client";
import { buttonVariants, CashbackCard, CouponCard, EmptyState, SpriteIcon } from "@marketplace/ui";

import type { CouponTexts } from "./to-coupon-view";
import { accountPageContext, formatDate } from "~/features/wallet/components/account-page";
import { SignInPrompt } from "~/features/wallet/components/sign-in-prompt";
import { isolate } from "~/lib/i18n/isolate";
import { Glyph } from "~/lib/icons/glyph";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";
import { toCashbackView, toCouponView } from "./to-coupon-view";

export async function couponsMetadata(): Promise<Metadata> {
  const t = await getTranslations("coupons");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/coupons" },
    openGraph: { url: "/coupons", title: t("title") },
    robots: { index: false },
  };
}

async function couponTexts(): Promise<CouponTexts> {
  const t = await getTranslations("coupons");
  return {
    kind: (kind) => t(`kind.${kind}`),
    percentOff: (percent) => t("percentOff", { percent: isolate(percent) }),
    amountOff: (amount) => t("amountOff", { amount: isolate(amount) }),
    freeDelivery: t("freeDelivery"),
    upTo: (amount) => t("upTo", { amount: isolate(amount) }),
    minPurchase: (amount) => t("minPurchase", { amount: isolate(amount) }),
    validUntil: (date) => t("validUntil", { date: isolate(date) }),
    validBetween: (from, until) =>
      t("validBetween", { from: isolate(from), until: isolate(until) }),
    atStore: (store) => t("atStore", { store: isolate(store) }),
    anyStore: t("anyStore"),
    inZones: t("inZones"),
    everywhere: t("everywhere"),
    cashbackPercent: (percent) => t("cashbackPercent", { percent: isolate(percent) }),
  };
}

/**
 * `/coupons` (signed-in customers): the coupons the customer may use in the chosen module and zone —
 * value, kind, scope (a store, some zones or everywhere), minimum purchase, validity and the code with
 * copy ('Copied' for about a second) — and the running cashback offers. Signed out: the sign-in prompt;
 * coupons are per module and zone, so without a location or module the visitor is sent to choose them.
 */
export async function CouponsScreen() {
  const context = await accountPageContext(() => true);
  if (context === "off") notFound();
  const [t, common] = await Promise.all([getTranslations("coupons"), getTranslations("common")]);
  const shell = (children: ReactNode) => (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 md:py-10">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight md:text-3xl">
        <Glyph name="ticket-percent" className="text-primary size-7" />
        {t("title")}
      </h1>
      {children}
    </main>
  );
  if (context === "signed-out") return shell(<SignInPrompt path="/coupons" />);

  const visitor = await readVisitorContext();
  if (!visitor.location || !visitor.module) {
    return shell(
      <EmptyState
        icon={<SpriteIcon name="map-pin" />}
        title={t("needsLocation.title")}
        text={t("needsLocation.body")}
        action={
          <Link href={visitor.location ? "/home" : "/"} className={buttonVariants()}>
            {visitor.location ? t("needsLocation.module") : t("needsLocation.location")}
          </Link>
        }
      />,
    );
  }

  const { client, currency, locale } = context;
  const [coupons, offers] = await Promise.all([getCoupons(client), getCashbackOffers(client)]);
  const texts = await couponTexts();
  const options = {
    currency,
    texts,
    formatDate: (date: string) => formatDate(date, locale),
    moduleType: visitor.module.type,
  };

  return shell(
    <>
      <section aria-labelledby="coupons-list" className="flex flex-col gap-3">
        <h2 id="coupons-list" className="text-lg font-semibold">
          {t("yourCoupons")}
        </h2>
        {coupons.length === 0 ? (
          <p className="text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {coupons.map((coupon) => {
              const view = toCouponView(coupon, options);
              return (
                <li key={view.code} className="flex flex-col gap-1" data-testid="coupon">
                  <CouponCard
                    code={view.code}
                    title={view.title}
                    description={[view.name, view.details].filter(Boolean).join(" · ")}
                    {...(view.validity === null ? {} : { validityText: view.validity })}
                    copyLabel={common("copy")}
                    copiedLabel={common("copied")}
                    className="h-full"
                  />
                  {view.store ? (
                    <Link
                      href={view.store.href}
                      prefetch={false}
                      className="text-primary ms-1 text-sm font-medium hover:underline"
                    >
                      {t("visitStore", { store: isolate(view.store.name) })}
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="cashback-offers" className="flex flex-col gap-3">
        <h2 id="cashback-offers" className="flex items-center gap-2 text-lg font-semibold">
          <Glyph name="coins" className="text-primary size-5" />
          {t("cashbackTitle")}
        </h2>
        {offers.length === 0 ? (
          <p className="text-muted-foreground">{t("cashbackEmpty")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => {
              const view = toCashbackView(offer, options);
              return (
                <li key={view.id} data-testid="cashback-offer">
                  <CashbackCard
                    title={view.title}
                    amountText={view.amountText}
                    amountCaption={t("cashbackCaption")}
                    {...(view.minPurchaseText ? { minPurchaseText: view.minPurchaseText } : {})}
                    {...(view.validityText ? { validityText: view.validityText } : {})}
                    className="h-full"
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>,
  );
}
