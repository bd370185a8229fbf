import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

/** Home › this page, above an information page's title. */
export async function InfoBreadcrumbs({ current }: { current: string }) {
  const t = await getTranslations("info");
  const visitor = await readVisitorContext();
  return (
    <nav aria-label={t("breadcrumbs")} className="text-muted-foreground mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link href={visitor.location ? "/home" : "/"} className="hover:text-foreground underline">
            {t("home")}
          </Link>
        </li>
        <li aria-hidden="true" className="rtl:rotate-180">
          ›
        </li>
        <li aria-current="page" className="text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
