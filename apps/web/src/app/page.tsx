import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: { absolute: t("landingTitle") }, alternates: { canonical: "/" } };
}

export default async function LandingPage() {
  const t = await getTranslations("landing");
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{t("headline")}</h1>
      <p className="text-muted-foreground max-w-2xl text-lg">{t("subheadline")}</p>
      <h2 className="text-xl font-semibold">{t("pickLocationTitle")}</h2>
    </main>
  );
}
