import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { modulesInZones } from "@marketplace/domain";

import type { SiteData } from "~/lib/api/site-data";
import type { SavedLocation, SavedModule } from "~/lib/visitor/visitor-context";
import { ModuleIcon } from "~/features/module/components/module-icon";
import { toModuleOptions } from "~/features/module/components/module-option";
import { ModuleRail } from "~/features/module/components/module-rail";
import { apiContextOf } from "~/lib/visitor/api-context";
import { sharedScopeOf } from "~/lib/visitor/read-visitor-context";
import { ModuleHome } from "./module-home";

/** `/home`'s metadata: the chosen module's name and headline. */
export async function homeMetadata(site: SiteData): Promise<Metadata> {
  const t = await getTranslations();
  const chosen = site.visitor.module;
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

/** Without a module the module dialog (opened by the frame) asks for one; this is the page behind it. */
export async function NoModuleScreen() {
  const t = await getTranslations();
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("moduleDialog.title")}</h1>
      <p className="text-muted-foreground">{t("moduleDialog.mustSelect")}</p>
    </main>
  );
}

/** The chosen module's home: the floating module rail and the module's sections. */
export async function HomeScreen({
  site,
  location,
  chosen,
}: {
  site: SiteData;
  location: SavedLocation;
  chosen: SavedModule;
}) {
  const t = await getTranslations();
  const modules = toModuleOptions(site.modules);
  const railModules = modulesInZones(
    modules.map((module) => ({ ...module, zones: module.zoneIds.map((id) => ({ id })) })),
    location.zoneIds,
  );
  const option = modules.find((module) => module.id === chosen.id);
  return (
    <>
      <ModuleRail
        modules={railModules}
        selectedModuleId={chosen.id}
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
        // Without the guest id: a guest's page is the same for every guest (ADR 0026).
        contextKey={JSON.stringify(apiContextOf({ ...site.visitor, guestId: null }))}
        moduleType={chosen.type}
        moduleName={option?.name ?? t(`modules.${chosen.type}`)}
        signedIn={site.visitor.signedIn}
        scope={sharedScopeOf(site.visitor)}
      />
    </>
  );
}
