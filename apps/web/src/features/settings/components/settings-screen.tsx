import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";

import { SpriteIcon } from "@marketplace/ui";

import { loadFrameLabels } from "~/features/frame/components/frame-labels";
import { LanguageSwitch } from "~/features/frame/components/language-switch";
import { ThemeToggle } from "~/features/frame/components/theme-toggle";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";
import { NotificationPreferencesForm } from "./notification-preferences-form";

export async function settingsMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/settings" },
    openGraph: { url: "/settings", title: t("title") },
    robots: { index: false },
  };
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="bg-card flex flex-col gap-4 rounded-xl border p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{hint}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </section>
  );
}

/**
 * `/settings`: language, theme and notification preferences in one place (the header's own language and
 * theme switches; notification preferences are kept on this device: the API has no route for them).
 */
export async function SettingsScreen() {
  const visitor = await readVisitorContext();
  const [t, labels] = await Promise.all([
    getTranslations("settings"),
    loadFrameLabels(visitor.language),
  ]);
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("title")}</h1>
      <Section id="settings-language" title={t("language")} hint={t("languageHint")}>
        <LanguageSwitch current={visitor.language} labels={labels.language} />
      </Section>
      <Section id="settings-theme" title={t("theme")} hint={t("themeHint")}>
        <ThemeToggle
          initial={visitor.theme}
          labels={labels.theme}
          icons={{
            light: <SpriteIcon name="sun" className="size-4" />,
            dark: <SpriteIcon name="moon" className="size-4" />,
          }}
        />
      </Section>
      <section
        aria-labelledby="settings-notifications"
        className="bg-card flex flex-col gap-4 rounded-xl border p-6"
      >
        <div className="flex flex-col gap-1">
          <h2 id="settings-notifications" className="text-lg font-semibold">
            {t("notifications")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("notificationsHint")}</p>
        </div>
        <NotificationPreferencesForm
          labels={{
            orderUpdates: { label: t("orderUpdates"), hint: t("orderUpdatesHint") },
            messages: { label: t("messages"), hint: t("messagesHint") },
            promotions: { label: t("promotions"), hint: t("promotionsHint") },
            reviewReminders: { label: t("reviewReminders"), hint: t("reviewRemindersHint") },
            saved: t("saved"),
          }}
        />
      </section>
    </main>
  );
}
