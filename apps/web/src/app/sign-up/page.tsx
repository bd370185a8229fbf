import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { SignUpScreen } from "~/features/auth/components/sign-up-screen";
import { loadSiteData } from "~/lib/api/site-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return {
    title: t("signUpTitle"),
    description: t("signUpDescription"),
    alternates: { canonical: "/sign-up" },
    openGraph: { url: "/sign-up", title: t("signUpTitle") },
  };
}

/** `/sign-up`: the sign-up form; a signed-in visitor goes to `/home`. */
export default async function SignUpPage() {
  const site = await loadSiteData();
  if (site.visitor.signedIn) redirect("/home");
  return <SignUpScreen config={site.config} />;
}
