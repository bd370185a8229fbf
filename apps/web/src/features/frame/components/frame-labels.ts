import { getTranslations } from "next-intl/server";

import type { LanguageLabels } from "./language-switch";
import type { DrawerLabels } from "./mobile-drawer";
import type { ThemeLabels } from "./theme-toggle";
import type { ModuleSwitcherLabels } from "~/features/module/components/module-switcher";
import type { Locale } from "~/i18n/locales";
import type { PluralTemplates } from "~/lib/i18n/plural-label";
import { locales } from "~/i18n/locales";
import { pluralTemplates } from "~/lib/i18n/plural-label";

export interface FrameLabels {
  theme: ThemeLabels;
  language: LanguageLabels;
  module: ModuleSwitcherLabels;
  drawer: DrawerLabels;
  cartCount: PluralTemplates;
}

/**
 * The texts of the header's client parts, translated on the server: the browser gets strings, not
 * next-intl's message formatter (which would be in every page's first load).
 */
export async function loadFrameLabels(locale: Locale): Promise<FrameLabels> {
  const t = await getTranslations();
  const theme: ThemeLabels = {
    light: t("theme.light"),
    dark: t("theme.dark"),
    toLight: t("theme.toggle", { theme: t("theme.light") }),
    toDark: t("theme.toggle", { theme: t("theme.dark") }),
  };
  const language: LanguageLabels = {
    label: t("language.label"),
    names: Object.fromEntries(locales.map((code) => [code, t(`language.${code}`)])) as Record<
      Locale,
      string
    >,
    changed: t("language.changed"),
  };
  return {
    theme,
    language,
    module: {
      switcher: t("moduleDialog.switcher"),
      title: t("moduleDialog.title"),
      selected: t("moduleDialog.selected"),
    },
    drawer: {
      openMenu: t("common.openMenu"),
      menu: t("common.menu"),
      closeMenu: t("common.closeMenu"),
      home: t("common.home"),
      logout: t("header.logout"),
      logoutSuccess: t("auth.logoutSuccess"),
      theme,
      language,
    },
    cartCount: pluralTemplates(locale, (count) => t("header.cartCount", { count })),
  };
}
