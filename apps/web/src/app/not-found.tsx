import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { buttonVariants, Input, SpriteIcon } from "@marketplace/ui";

import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFoundPage");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

/**
 * Every unknown URL, and every page that calls `notFound()` (an unknown item, store, category or order
 * id), answers HTTP 404 with this page inside the frame: the way home and a search. The search is a
 * plain GET form to the listing route of the spec (`/home?search=…&data_type=searched`), so it works
 * before any script has loaded.
 */
export default async function NotFound() {
  const t = await getTranslations("notFoundPage");
  const visitor = await readVisitorContext();
  // With a saved location home is the module's home page; without one, the landing page asks for it.
  const home = visitor.location ? "/home" : "/";
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center"
    >
      <p aria-hidden="true" className="text-primary text-6xl font-bold tracking-tight">
        404
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("notFoundTitle")}</h1>
        <p className="text-muted-foreground">{t("notFoundText")}</p>
      </div>
      <Link href={home} className={buttonVariants({ size: "lg" })}>
        {t("goHome")}
      </Link>
      <form
        method="get"
        action="/home"
        role="search"
        aria-labelledby="not-found-search"
        className="flex w-full flex-col gap-2"
      >
        <h2 id="not-found-search" className="text-muted-foreground text-sm font-medium">
          {t("searchTitle")}
        </h2>
        <input type="hidden" name="data_type" value="searched" />
        <div className="flex gap-2">
          <Input
            type="search"
            name="search"
            required
            aria-label={t("searchLabel")}
            placeholder={t("searchPlaceholder")}
          />
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            <SpriteIcon name="search" />
            {t("search")}
          </button>
        </div>
      </form>
    </main>
  );
}
