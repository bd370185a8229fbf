import type { Metadata, Viewport } from "next";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { getMessages, getTimeZone, getTranslations } from "next-intl/server";

import { cartQueryOptions } from "@marketplace/api-client/query";

import type { Messages } from "~/components/i18n/pick-messages";
import { FrameUiProvider } from "~/components/frame/frame-ui";
import { SiteFooter } from "~/components/frame/site-footer";
import { SiteHeader } from "~/components/frame/site-header";
import { MessagesProvider } from "~/components/i18n/messages-provider";
import { pickMessages } from "~/components/i18n/pick-messages";
import { toModuleOptions } from "~/components/module/module-option";
import { AppProviders } from "~/components/providers/app-providers";
import { GuestBootstrap } from "~/components/providers/guest-bootstrap";
import { env } from "~/env";
import { directionOf } from "~/i18n/locales";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { queryScopeOf } from "~/lib/query/query-scope";
import { inter } from "./fonts";

import "./globals.css";

/**
 * The texts the on-demand parts (`withIntl`: location picker, 'Insert delivery location', module dialog,
 * language confirmation, drawer lists, track-parcel drawer) translate with; the rest of the catalogue is
 * used on the server only.
 */
const ON_DEMAND_MESSAGES = [
  "common",
  "location",
  "moduleDialog",
  "language",
  "header",
  "domain",
  "home.parcel",
  "errorPage",
] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  const { config } = await loadSiteData();
  const name = config?.business_name ?? t("siteName");
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: name, template: `%s | ${name}` },
    description: t("landingDescription"),
    applicationName: name,
    openGraph: { siteName: name, type: "website" },
    robots: { index: true, follow: true },
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
  const site = await loadSiteData();
  const t = await getTranslations();
  // The catalogue travels as data for the parts loaded on demand (dialogs, drawer lists), which bring
  // next-intl with them; the frame itself gets translated strings.
  const intl = {
    locale: site.preferences.language,
    messages: pickMessages((await getMessages()) as Messages, ON_DEMAND_MESSAGES),
    timeZone: await getTimeZone(),
  };
  const { preferences } = site;
  const direction = directionOf(preferences.language);
  const modules = toModuleOptions(site.modules);
  const defaultLocation = site.config?.default_location;
  // The header's cart count reads the SDK's cart query: fetched here, hydrated there. A failure leaves it
  // to the browser (the count shows 0 meanwhile).
  const queryClient = getServerQueryClient();
  if (site.signedIn || site.hasGuestId) {
    await queryClient.prefetchQuery(cartQueryOptions(getServerClient()));
  }
  return (
    <html
      lang={preferences.language}
      dir={direction}
      data-theme={preferences.theme}
      data-module={preferences.module?.type}
      className={inter.variable}
    >
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <MessagesProvider value={intl}>
          <AppProviders
            signedIn={site.signedIn}
            direction={direction}
            theme={preferences.theme}
            scope={queryScopeOf(preferences, site.signedIn)}
            errorTexts={{
              sessionExpired: t("errors.sessionExpired"),
              somethingWentWrong: t("common.somethingWentWrong"),
            }}
          >
            <FrameUiProvider
              modules={modules}
              selectedModuleId={preferences.module?.id ?? null}
              askModule={preferences.location !== null && preferences.module === null}
              defaultCenter={
                preferences.location
                  ? { lat: preferences.location.latitude, lng: preferences.location.longitude }
                  : defaultLocation
                    ? { lat: defaultLocation.lat, lng: defaultLocation.lng }
                    : null
              }
              mapStyleUrl={env.MAP_STYLE_URL ?? null}
              signedIn={site.signedIn}
            >
              <a
                href="#main"
                className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
              >
                {t("common.skipToContent")}
              </a>
              <HydrationBoundary state={dehydrate(queryClient)}>
                <SiteHeader site={site} modules={modules} />
              </HydrationBoundary>
              <div className="flex-1">{children}</div>
              <SiteFooter site={site} />
            </FrameUiProvider>
            <GuestBootstrap hasToken={site.signedIn} hasGuestId={site.hasGuestId} />
          </AppProviders>
        </MessagesProvider>
      </body>
    </html>
  );
}
