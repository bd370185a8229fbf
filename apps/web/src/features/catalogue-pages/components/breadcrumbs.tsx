import NextLink from "next/link";
import { getTranslations } from "next-intl/server";

import { breadcrumbJsonLd } from "@marketplace/domain";

import { env } from "~/env";
import { JsonLdScript } from "~/lib/seo/json-ld-script";

export interface Crumb {
  name: string;
  href: string;
}

/** A visible breadcrumb trail (the last entry is the current page) and its BreadcrumbList JSON-LD. */
export async function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = await getTranslations("cataloguePages");
  const full = [{ name: t("home"), href: "/home" }, ...trail];
  return (
    <>
      <JsonLdScript
        data={breadcrumbJsonLd(
          full.map((crumb) => ({
            name: crumb.name,
            url: new URL(crumb.href, env.SITE_URL).toString(),
          })),
        )}
      />
      <nav aria-label={t("breadcrumbs")} className="text-muted-foreground text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {full.map((crumb, index) => {
            const last = index === full.length - 1;
            return (
              <li key={crumb.href} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="text-foreground font-medium">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <NextLink href={crumb.href} prefetch={false} className="hover:underline">
                      {crumb.name}
                    </NextLink>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
