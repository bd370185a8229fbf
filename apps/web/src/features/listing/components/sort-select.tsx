import { getTranslations } from "next-intl/server";

import type { ListingTab } from "@marketplace/domain";
import { sortsForTab } from "@marketplace/domain";
import { buttonVariants, inputClassName } from "@marketplace/ui";

import type { ListingQuery } from "../listing-query";
import { AutoSubmitForm } from "./auto-submit-form";
import { HiddenFields } from "./hidden-fields";

/** The tab's sorts (the domain's `sortsForTab`, one at a time) as a native select that applies at once. */
export async function SortSelect({ query, tab }: { query: ListingQuery; tab: ListingTab }) {
  const t = await getTranslations("listing");
  const sorts = sortsForTab(tab);
  const current = query.sort.find((value) => sorts.includes(value)) ?? "default";
  return (
    <AutoSubmitForm label={t("sortLabel")} className="flex items-center gap-2">
      <HiddenFields query={query} omit={["sort", "page"]} />
      <select
        name="sort"
        aria-label={t("sortLabel")}
        defaultValue={current}
        className={`${inputClassName} h-10 w-auto min-w-40 pe-8`}
      >
        {sorts.map((value) => (
          <option key={value} value={value}>
            {t(`sortOptions.${value}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonVariants({ variant: "outline" })}>
          {t("showResults")}
        </button>
      </noscript>
    </AutoSubmitForm>
  );
}
