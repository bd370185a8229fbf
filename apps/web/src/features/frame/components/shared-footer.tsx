import "server-only";

import { cacheLife } from "next/cache";

import type { PublicScope } from "~/lib/visitor/read-visitor-context";
import { loadSiteData } from "~/lib/api/site-data";
import { enterSharedScope } from "~/lib/visitor/read-visitor-context";
import { SiteFooter } from "./site-footer";

/** How long a rendered footer is reused (seconds): as long as the config answer it is made of. */
const FOOTER_REVALIDATE_SECONDS = 30;

/**
 * A signed-out visitor's footer, rendered once per language, place and module and reused by every
 * signed-out visitor of that scope (ADR 0025, as the home sections: ADR 0022). It renders under an
 * anonymous visitor (`enterSharedScope`), so it cannot read anything personal. A footer made without
 * the config (the API failed) is not kept. A signed-in visitor's footer is rendered per request
 * (`SiteFooter`), from the config read with their session, as the rest of their page (ADR 0018).
 */
export async function SharedFooter({ scope }: { scope: PublicScope }) {
  "use cache";
  cacheLife({
    stale: FOOTER_REVALIDATE_SECONDS,
    revalidate: FOOTER_REVALIDATE_SECONDS,
    expire: 5 * 60,
  });
  enterSharedScope(scope);
  const site = await loadSiteData();
  if (site.config === null) cacheLife({ stale: 0, revalidate: 0, expire: 0 });
  return <SiteFooter site={site} signedIn={false} />;
}
