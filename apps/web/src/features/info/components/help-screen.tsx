import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { footerLinks } from "@marketplace/domain";
import { SpriteIcon } from "@marketplace/ui";

import type { SiteData } from "~/lib/api/site-data";
import { BusinessMap } from "~/features/frame/components/business-map";
import { Glyph } from "~/lib/icons/glyph";
import { InfoBreadcrumbs } from "./info-breadcrumbs";
import { policyRoutes } from "./policy-pages";

export async function helpMetadata(): Promise<Metadata> {
  const t = await getTranslations("info");
  return {
    title: t("help.title"),
    description: t("help.description"),
    alternates: { canonical: "/help-and-support" },
    openGraph: { url: "/help-and-support", title: t("help.title") },
  };
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="bg-card flex flex-col gap-2 rounded-xl border p-5">
      <span className="bg-primary/10 text-primary flex size-10 items-center justify-center rounded-full">
        {icon}
      </span>
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="text-muted-foreground text-sm">{children}</div>
    </li>
  );
}

/**
 * `/help-and-support`: how to reach the marketplace (phone, e-mail with a prefilled subject, the office on
 * the map) from the configuration, and the information pages the configuration switches on.
 */
export async function HelpScreen({ site }: { site: SiteData }) {
  const t = await getTranslations("info");
  const { config } = site;
  const pages = footerLinks({
    refund_policy: config?.refund_policy,
    cancelation_policy: config?.cancelation_policy,
    shipping_policy: config?.shipping_policy,
  }).filter((link): link is keyof typeof policyRoutes => link in policyRoutes);
  const location = config?.default_location;
  const email = config?.email;
  const phone = config?.phone;
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <InfoBreadcrumbs current={t("help.title")} />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("help.title")}</h1>
      <p className="text-muted-foreground mt-2 max-w-2xl">{t("help.intro")}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {phone ? (
          <ContactCard icon={<Glyph name="phone" className="size-5" />} title={t("help.call")}>
            <p>{t("help.callHours")}</p>
            <a
              href={`tel:${phone.replace(/[^\d+]/g, "")}`}
              className="text-primary mt-1 inline-block font-medium underline"
            >
              <bdi>{phone}</bdi>
            </a>
          </ContactCard>
        ) : null}
        {email ? (
          <ContactCard icon={<Glyph name="mail" className="size-5" />} title={t("help.write")}>
            <p>{t("help.writeText")}</p>
            <a
              href={`mailto:${email}?subject=${encodeURIComponent(t("help.mailSubject"))}`}
              className="text-primary mt-1 inline-block font-medium break-all underline"
            >
              <bdi>{email}</bdi>
            </a>
          </ContactCard>
        ) : null}
        {config?.address ? (
          <ContactCard
            icon={<SpriteIcon name="map-pin" className="size-5" />}
            title={t("help.visit")}
          >
            <p>
              <bdi>{config.address}</bdi>
            </p>
            {location ? (
              <div className="mt-2">
                <BusinessMap
                  lat={location.lat}
                  lng={location.lng}
                  label={t("help.showMap")}
                  icon={<SpriteIcon name="map" className="size-4" />}
                />
              </div>
            ) : null}
          </ContactCard>
        ) : null}
      </ul>
      {!phone && !email && !config?.address ? (
        <p className="text-muted-foreground mt-8">{t("help.unavailable")}</p>
      ) : null}
      <section aria-labelledby="help-pages" className="mt-10">
        <h2 id="help-pages" className="text-xl font-semibold">
          {t("help.pagesTitle")}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {pages.map((route) => (
            <li key={route}>
              <Link
                href={`/${route}`}
                className="hover:bg-muted flex items-center justify-between rounded-lg border px-4 py-3 text-sm font-medium"
              >
                {t(`${policyRoutes[route].text}.title`)}
                <span aria-hidden="true" className="rtl:rotate-180">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
