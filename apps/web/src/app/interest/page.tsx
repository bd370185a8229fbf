import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { getCategories } from "@marketplace/api-client";
import { orderCategories } from "@marketplace/domain";

import { InterestScreen } from "~/features/catalogue-pages/components/interest-screen";
import { getServerClient } from "~/lib/api/server-client";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cataloguePages");
  return {
    title: t("interestTitle"),
    alternates: { canonical: "/interest" },
    robots: { index: false },
  };
}

/**
 * `/interest`: a signed-in customer chooses categories of interest for the chosen module (not parcel);
 * anyone else belongs on `/home`.
 */
export default async function InterestPage() {
  const visitor = await readVisitorContext();
  if (!visitor.signedIn || !visitor.module || visitor.module.type === "parcel") redirect("/home");
  const categories = orderCategories(
    await getCategories(await getServerClient()),
    visitor.module.type,
  );
  return <InterestScreen categories={categories} />;
}
