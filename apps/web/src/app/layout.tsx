import type { Metadata, Viewport } from "next";
import { unstable_rethrow } from "next/navigation";
import { dehydrate } from "@tanstack/react-query";
import { getMessages, getTimeZone, getTranslations } from "next-intl/server";

import { cartQueryOptions } from "@marketplace/api-client/query";
import { IconSprite } from "@marketplace/ui";

import type { Messages } from "~/lib/i18n/pick-messages";
import { env } from "~/env";
import { AppProviders } from "~/features/frame/components/app-providers";
import { FrameUiProvider } from "~/features/frame/components/frame-ui";
import { GuestBootstrap } from "~/features/frame/components/guest-bootstrap";
import { SharedFooter } from "~/features/frame/components/shared-footer";
import { SiteFooter } from "~/features/frame/components/site-footer";
import { SiteHeader } from "~/features/frame/components/site-header";
import { toModuleOptions } from "~/features/module/components/module-option";
import { NotificationToastsMount } from "~/features/notifications/components/notification-toasts-mount";
import { ReviewPromptMount } from "~/features/reviews/components/review-prompt-mount";
import { directionOf } from "~/i18n/locales";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { MessagesProvider } from "~/lib/i18n/messages-provider";
import { pickMessages } from "~/lib/i18n/pick-messages";
import { degradedRenderProps } from "~/lib/page-cache/degraded";
import { getServerQueryClient } from "~/lib/query/get-server-query-client";
import { QuerySeed } from "~/lib/query/query-seed";
import { publicScopeOf } from "~/lib/visitor/read-visitor-context";
import { inter } from "./fonts";

import "./globals.css";

/**
 * The only texts every page carries for the client: the error boundary's (plain data, no next-intl).
 * The on-demand parts fetch theirs when they load (`ON_DEMAND_NAMESPACES`, ADR 0025); the frame itself
 * gets translated strings.
 */
const PAGE_MESSAGES = ["errorPage"] as const;

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
  const intl = {
    locale: site.visitor.language,
    messages: pickMessages((await getMessages()) as Messages, PAGE_MESSAGES),
    timeZone: await getTimeZone(),
  };
  const { visitor } = site;
  // A signed-out visitor's page is the same for every guest of the same public cookies (the anonymous
  // page cache keeps it, ADR 0026): the guest id stays on the server (the BFF adds it to calls), and the
  // guest's cart is read in the browser after hydration (`GuestBootstrap`).
  const shownVisitor = { ...visitor, guestId: null };
  const direction = directionOf(visitor.language);
  const modules = toModuleOptions(site.modules);
  const defaultLocation = site.config?.default_location;
  // The header's cart count reads the SDK's cart query: a customer's is fetched here, seeded there (no
  // TanStack code in the first load; the tab's QueryClient is hydrated with it when a part creates one).
  // A failure shows 0. A guest's is read by the browser (`GuestBootstrap`).
  const queryClient = getServerQueryClient();
  if (visitor.signedIn) {
    const cart = cartQueryOptions(await getServerClient());
    await queryClient.prefetchQuery(cart);
    // A session the API ended redirects (`getServerClient`); the prefetch keeps that as its error.
    unstable_rethrow(queryClient.getQueryState(cart.queryKey)?.error);
  }
  return (
    <html
      lang={visitor.language}
      dir={direction}
      data-theme={visitor.theme}
      data-module={visitor.module?.type}
      className={inter.variable}
    >
      <body
        className="flex min-h-dvh flex-col font-sans antialiased"
        {...(site.degraded ? degradedRenderProps : {})}
      >
        {/* The shapes of the icons every card repeats, drawn once (ui's SpriteIcon uses them). */}
        <IconSprite />
        <MessagesProvider value={intl}>
          <AppProviders
            visitor={shownVisitor}
            direction={direction}
            errorTexts={{
              somethingWentWrong: t("common.somethingWentWrong"),
              unavailable: t("errors.network"),
            }}
          >
            <FrameUiProvider
              modules={modules}
              selectedModuleId={visitor.module?.id ?? null}
              askModule={visitor.location !== null && visitor.module === null}
              defaultCenter={
                visitor.location
                  ? { lat: visitor.location.latitude, lng: visitor.location.longitude }
                  : defaultLocation
                    ? { lat: defaultLocation.lat, lng: defaultLocation.lng }
                    : null
              }
              mapStyleUrl={env.MAP_STYLE_URL ?? null}
              signedIn={visitor.signedIn}
              pickerLoading={{
                title: t("location.pickTitle"),
                status: t("location.mapLoading"),
              }}
            >
              <a
                href="#main"
                className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
              >
                {t("common.skipToContent")}
              </a>
              {/* The cart (and what a page seeds) for the header's count and the cards' steppers. */}
              <QuerySeed state={dehydrate(queryClient)}>
                <SiteHeader site={site} modules={modules} />
                <div className="flex-1">{children}</div>
                {visitor.signedIn ? (
                  <SiteFooter site={site} signedIn />
                ) : (
                  <SharedFooter scope={publicScopeOf(visitor)} />
                )}
              </QuerySeed>
            </FrameUiProvider>
            <GuestBootstrap hasToken={visitor.signedIn} />
            <ReviewPromptMount signedIn={visitor.signedIn} />
            <NotificationToastsMount
              signedIn={visitor.signedIn}
              hasZone={(visitor.location?.zoneIds.length ?? 0) > 0}
            />
          </AppProviders>
        </MessagesProvider>
      </body>
    </html>
  );
}
