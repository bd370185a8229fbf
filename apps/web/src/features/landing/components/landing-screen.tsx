import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { buttonVariants, SpriteIcon } from "@marketplace/ui";

import type { SiteData } from "~/lib/api/site-data";
import { ModuleIcon } from "~/features/module/components/module-icon";
import { toModuleOptions } from "~/features/module/components/module-option";
import { LandingCta } from "./landing-cta";

/** `/`'s metadata. */
export async function landingMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    title: { absolute: t("landingTitle") },
    description: t("landingDescription"),
    alternates: { canonical: "/" },
    openGraph: { url: "/", title: t("landingTitle"), description: t("landingDescription") },
  };
}

function text(source: object | null, key: string): string | null {
  if (!source || !(key in source)) return null;
  const value: unknown = (source as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The landing page: what the marketplace is, the location call to action, its modules and zones. */
export async function LandingScreen({ site }: { site: SiteData }) {
  const t = await getTranslations("landing");
  const tm = await getTranslations("modules");
  const modules = toModuleOptions(site.modules);
  const zones = site.landing?.available_zone_list ?? [];
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-12 md:py-20">
      <section className="flex flex-col items-start gap-5" aria-labelledby="landing-title">
        {text(site.landing, "header_tag_line") ? (
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">
            {text(site.landing, "header_tag_line")}
          </p>
        ) : null}
        <h1
          id="landing-title"
          className="text-3xl font-bold tracking-tight text-balance md:text-5xl"
        >
          {t("headline")}
        </h1>
        <p className="text-muted-foreground max-w-2xl text-lg">
          {text(site.landing, "header_sub_title") ?? t("subheadline")}
        </p>
        <div className="bg-card flex w-full max-w-xl flex-col gap-3 rounded-xl border p-5 shadow-sm">
          <h2 className="text-xl font-semibold">{t("pickLocationTitle")}</h2>
          <p className="text-muted-foreground text-sm">{t("pickLocationText")}</p>
          <div>
            <LandingCta className={buttonVariants({ size: "lg" })}>
              <SpriteIcon name="map-pin" />
              {t("setLocation")}
            </LandingCta>
          </div>
        </div>
      </section>
      {modules.length > 0 ? (
        <section aria-labelledby="landing-modules" className="flex flex-col gap-4">
          <h2 id="landing-modules" className="text-xl font-bold">
            {t("modulesTitle")}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {modules.map((module) => (
              <li
                key={module.id}
                data-module={module.type}
                className="bg-card flex flex-col items-center gap-2 rounded-lg border p-4 text-center"
              >
                <ModuleIcon icon={module.icon} type={module.type} />
                <span className="font-medium">{module.name}</span>
                <span className="text-muted-foreground line-clamp-2 text-xs">
                  {tm(`headline.${module.type}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {zones.length > 0 ? (
        <section aria-labelledby="landing-zones" className="flex flex-col gap-3">
          <h2 id="landing-zones" className="text-xl font-bold">
            {t("zonesTitle")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {zones.map((zone) => (
              <li key={zone.id} className="bg-muted rounded-full px-4 py-1.5 text-sm">
                {zone.display_name ?? zone.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
