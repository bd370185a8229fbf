import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";

import { env } from "~/env";
import { directionOf } from "~/i18n/locales";
import { readPreferences } from "~/lib/preferences/read-preferences";
import { inter } from "./fonts";

import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t("siteName"), template: `%s | ${t("siteName")}` },
    description: t("landingDescription"),
    applicationName: t("siteName"),
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1115" },
  ],
};

export default async function RootLayout({ children }: LayoutProps<"/">) {
  const preferences = await readPreferences();
  return (
    <html
      lang={preferences.language}
      dir={directionOf(preferences.language)}
      data-theme={preferences.theme}
      data-module={preferences.module?.type}
      className={inter.variable}
    >
      <body className="min-h-dvh font-sans antialiased">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
