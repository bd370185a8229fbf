import { getTranslations } from "next-intl/server";

import type { SearchLabels } from "./search-labels";
import { SearchMount } from "./search-mount";

/**
 * The header's search (desktop field, mobile search button). Its combobox, the SDK's suggestion call and the
 * history load on intent (focus, click or a key), not with the page.
 */
export async function HeaderSearch({ variant }: { variant: "desktop" | "mobile" }) {
  const t = await getTranslations("search");
  const labels: SearchLabels = {
    label: t("label"),
    placeholder: t("placeholder"),
    submit: t("submit"),
    clear: t("clear"),
    loading: t("loading"),
    suggestions: t("suggestions"),
    items: t("items"),
    stores: t("stores"),
    recent: t("recent"),
    removeRecent: t.raw("removeRecent") as string,
    clearRecent: t("clearRecent"),
  };
  return <SearchMount variant={variant} labels={labels} />;
}
