import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";

import { getProfile } from "@marketplace/api-client";
import { profileMenuEntries, signInLayout } from "@marketplace/domain";

import { signInHrefFor } from "~/features/auth/lib/auth-param";
import { ChatInbox } from "~/features/chat/components/chat-screen";
import { NotificationsPanel } from "~/features/notifications/components/notifications-panel";
import { MyOrdersPanel } from "~/features/orders/components/my-orders-panel";
import { getServerClient } from "~/lib/api/server-client";
import { loadSiteData } from "~/lib/api/site-data";
import { profilePanel } from "../lib/profile-panels";
import { AddressPanel } from "./address-panel";
import { ProfileMenuNav } from "./profile-menu-nav";
import { ProfileSettingsPanel } from "./profile-settings-panel";
import { SignInPrompt } from "./sign-in-prompt";

type SearchParams = Record<string, string | string[] | undefined>;

/** The sign-in layouts with the manual (password) view: the profile then edits the password too. */
const MANUAL_LAYOUTS = new Set(["all", "otp_manual", "manual_social", "manual_only"]);

export async function profileMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/profile" },
    openGraph: { url: "/profile", title: t("title") },
    robots: { index: false },
  };
}

/**
 * `/profile?page=…`: the signed-in customer's account shell — the profile menu (the config's entries whose
 * page exists) and the panel the `page` query chooses (profile-settings by default, my-orders; an `orderId`
 * opens that order), address. Signed out: the sign-in prompt.
 */
export async function ProfileScreen({ searchParams }: { searchParams: SearchParams }) {
  const [t, { config, visitor }] = await Promise.all([getTranslations("profile"), loadSiteData()]);
  const panel = profilePanel(searchParams.page, searchParams.orderId);
  const shell = (children: ReactNode) => (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("title")}</h1>
      {children}
    </main>
  );
  if (!visitor.signedIn)
    return shell(<SignInPrompt href={signInHrefFor("/profile", searchParams)} />);
  const client = await getServerClient();
  const profile = await getProfile(client);
  const entries = config ? profileMenuEntries(config) : [];
  // Chat and notifications (features/chat, features/notifications): their menu links and panels.
  const tMessages = await getTranslations("notifications");
  const messageLinks = [
    { key: "inbox", href: "/profile?page=inbox", label: tMessages("inbox") },
    { key: "notifications", href: "/profile?page=notifications", label: tMessages("menu") },
  ] as const;
  const messagePanel =
    panel === "inbox" ? (
      <ChatInbox searchParams={searchParams} basePath="/profile?page=inbox" />
    ) : panel === "notifications" ? (
      <NotificationsPanel />
    ) : null;
  return shell(
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <ProfileMenuNav entries={entries} current={panel} extra={messageLinks} />
      <div className="min-w-0 flex-1">
        {messagePanel ??
          (panel === "my-orders" ? (
            <MyOrdersPanel searchParams={searchParams} config={config} />
          ) : panel === "address" ? (
            <AddressPanel profile={profile} />
          ) : (
            <ProfileSettingsPanel
              profile={profile}
              manualLogin={MANUAL_LAYOUTS.has(signInLayout(config?.centralize_login).layout)}
              demoCode={config?.demo_otp_code ?? null}
            />
          ))}
      </div>
    </div>,
  );
}
