import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import type { PolicyRoute } from "./policy-pages";
import { InfoBreadcrumbs } from "./info-breadcrumbs";
import { loadPolicyPage } from "./load-policy-page";
import { PolicyHtml } from "./policy-html";
import { policyRoutes } from "./policy-pages";

/** Typography for the administrator's HTML (headings, paragraphs, lists, links), in theme tokens. */
const richText =
  "text-foreground/90 leading-7 [&_a]:text-primary [&_a]:underline [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-3 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:ps-6 [&_em]:text-muted-foreground";

export async function policyPageMetadata(route: PolicyRoute): Promise<Metadata> {
  const t = await getTranslations("info");
  const { text } = policyRoutes[route];
  const title = t(`${text}.title`);
  return {
    title,
    description: t(`${text}.description`),
    alternates: { canonical: `/${route}` },
    openGraph: { url: `/${route}`, title },
  };
}

/** An information page (about us, terms, a policy): its title and the backend's text. */
export async function PolicyPageScreen({ route }: { route: PolicyRoute }) {
  const t = await getTranslations("info");
  const { text } = policyRoutes[route];
  const html = await loadPolicyPage(route);
  const title = t(`${text}.title`);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <InfoBreadcrumbs current={title} />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="text-muted-foreground mt-2">{t(`${text}.description`)}</p>
      <article className={`${richText} mt-6 border-t pt-2`}>
        <PolicyHtml html={html} />
      </article>
    </main>
  );
}
