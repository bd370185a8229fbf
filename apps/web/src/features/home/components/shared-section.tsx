import "server-only";

import type { ReactElement } from "react";
import { cacheLife } from "next/cache";
import { cloneElement } from "react";

import type { Fold, FoldProps } from "./section";
import type { SharedScope } from "~/lib/visitor/read-visitor-context";
import { enterSharedScope } from "~/lib/visitor/read-visitor-context";
import { homeSections, isPersonalSection } from "./home-sections";

/**
 * How long a rendered public section is reused (seconds), as long as the catalogue answers it is made
 * of (`CATALOGUE_REVALIDATE_SECONDS`): renewed by time in each server instance, never by a tag, so
 * several instances stay correct without a shared cache (ADR 0022).
 */
const SECTION_REVALIDATE_SECONDS = 30;

/**
 * One public home section (catalogue only: never visit-again or coupons) rendered once per module,
 * place, language and fold, and reused by every visitor of that scope for
 * `SECTION_REVALIDATE_SECONDS`. The render sees an anonymous visitor (`enterSharedScope`: no session,
 * no guest id, no cookies), so nothing personal can be in it; the personal parts of its cards (cart
 * steppers, wishlist hearts) are client islands that read the visitor's own state in the browser.
 * A section whose data failed is not kept (`attempt`).
 */
// eslint-disable-next-line @typescript-eslint/require-await -- a "use cache" component must be async
export async function SharedSection({
  sectionKey,
  fold,
  scope,
}: {
  sectionKey: string;
  fold: Fold | undefined;
  scope: SharedScope;
}) {
  "use cache";
  cacheLife({
    stale: SECTION_REVALIDATE_SECONDS,
    revalidate: SECTION_REVALIDATE_SECONDS,
    expire: 5 * 60,
  });
  enterSharedScope(scope);
  const section = homeSections(scope.module.type, false).find(
    (candidate) => candidate.key === sectionKey,
  );
  return section ? cloneElement(section, { fold }) : null;
}

/**
 * A home section (one of `homeSections`) at its place on the page: a public one from the shared
 * cache of the visitor's scope, a personal one (or any without a scope) rendered for this request.
 */
export function homeSection(
  section: ReactElement<FoldProps>,
  fold: Fold | undefined,
  scope: SharedScope | null,
): ReactElement {
  const key = String(section.key);
  if (!scope || isPersonalSection(key)) return cloneElement(section, { fold });
  return <SharedSection key={key} sectionKey={key} fold={fold} scope={scope} />;
}
