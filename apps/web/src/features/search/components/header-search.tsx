import { getTranslations } from "next-intl/server";

import { SpriteIcon } from "@marketplace/ui";

import type { SearchLabels } from "./search-labels";
import { SearchIntent } from "./search-intent";

const MOBILE_PANEL_ID = "header-search-panel";

function SearchForm({ labels }: { labels: SearchLabels }) {
  return (
    <form role="search" action="/home" className="relative w-full">
      <SpriteIcon
        name="search"
        className="text-muted-foreground pointer-events-none absolute inset-y-0 start-3 my-auto size-4"
      />
      <input type="hidden" name="data_type" value="searched" />
      <input
        type="search"
        name="search"
        aria-label={labels.label}
        placeholder={labels.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="border-input bg-background placeholder:text-muted-foreground focus-visible:ring-ring h-10 w-full rounded-md border ps-9 pe-3 text-sm outline-none focus-visible:ring-2"
      />
    </form>
  );
}

/**
 * The header's search: on desktop a field, on phones a button opening a panel with the field. Both are a
 * server-rendered GET form to the listing (`/home?data_type=searched&search=…`); the combobox with
 * suggestions and history loads on intent.
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
  const field = (
    <SearchIntent labels={labels} popoverId={variant === "mobile" ? MOBILE_PANEL_ID : undefined}>
      <SearchForm labels={labels} />
    </SearchIntent>
  );
  if (variant === "desktop") return <div className="w-full max-w-sm">{field}</div>;
  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_PANEL_ID}
        aria-label={labels.label}
        className="hover:bg-muted focus-visible:ring-ring inline-flex size-10 shrink-0 items-center justify-center rounded-md"
      >
        <SpriteIcon name="search" className="size-5" />
      </button>
      <div
        id={MOBILE_PANEL_ID}
        popover="auto"
        className="bg-card text-card-foreground fixed inset-x-0 top-14 m-0 w-full overflow-visible border-0 border-b p-2 shadow-md"
      >
        {field}
      </div>
    </>
  );
}
