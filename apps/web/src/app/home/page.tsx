import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { getTranslations } from "next-intl/server";

import { categoriesQueryOptions } from "@marketplace/api-client/query";
import { modulesInZones } from "@marketplace/domain";

import { ModuleHome } from "~/components/home/module-home";
import { ModuleIcon } from "~/components/module/module-icon";
import { toModuleOptions } from "~/components/module/module-option";
import { ModuleRail } from "~/components/module/module-rail";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { queryScopeKey, queryScopeOf } from "~/lib/query/query-scope";

export async function generateMetadata(): Promise<Metadata> {
  const site = await loadSiteData();
  const t = await getTranslations();
  const chosen = site.preferences.module;
  const moduleName = chosen ? t(`modules.${chosen.type}`) : t("meta.siteName");
  return {
    title: t("meta.homeTitle", { module: moduleName }),
    description: chosen
      ? t(`modules.headline.${chosen.type}`)
      : t("meta.homeDescription", { module: moduleName }),
    alternates: { canonical: "/home" },
    openGraph: { url: "/home", title: t("meta.homeTitle", { module: moduleName }) },
  };
}

/**
 * `/home`: the chosen module's landing page. Without a saved location the visitor belongs on `/`;
 * without a module the module dialog (opened by the frame) asks for one.
 */
export default async function HomePage() {
  const site = await loadSiteData();
  const t = await getTranslations();
  const { preferences } = site;
  if (!preferences.location) redirect("/");
  const modules = toModuleOptions(site.modules);
  const railModules = modulesInZones(
    modules.map((module) => ({ ...module, zones: module.zoneIds.map((id) => ({ id })) })),
    preferences.location.zoneIds,
  );

  if (!preferences.module) {
    return (
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t("moduleDialog.title")}</h1>
        <p className="text-muted-foreground">{t("moduleDialog.mustSelect")}</p>
      </main>
    );
  }

  // The drawer's category list reads the same query on the client: prefetched here, hydrated there.
  const queryClient = getServerQueryClient();
  await queryClient.prefetchQuery(categoriesQueryOptions(getServerClient()));
  const chosen = modules.find((module) => module.id === preferences.module?.id);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ModuleRail
        modules={railModules}
        selectedModuleId={preferences.module.id}
        icons={Object.fromEntries(
          railModules.map((module) => [
            module.id,
            <ModuleIcon key={module.id} icon={module.icon} type={module.type} className="size-6" />,
          ]),
        )}
        label={t("moduleDialog.rail")}
        selectedMessage={t("moduleDialog.selected")}
      />
      <ModuleHome
        contextKey={JSON.stringify([
          queryScopeKey(queryScopeOf(preferences, site.signedIn)),
          preferences.location.latitude,
          preferences.location.longitude,
        ])}
        moduleType={preferences.module.type}
        moduleName={chosen?.name ?? t(`modules.${preferences.module.type}`)}
        signedIn={site.signedIn}
      />
    </HydrationBoundary>
  );
}
