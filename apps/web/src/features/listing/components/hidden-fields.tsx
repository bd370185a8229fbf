import type { ListingQuery } from "../listing-query";
import { listingUrl } from "../listing-query";

/** The listing's current choices as hidden fields of a form that changes only `omit`. */
export function HiddenFields({
  query,
  omit,
}: {
  query: ListingQuery;
  omit: readonly (keyof ListingQuery)[];
}) {
  const params = new URLSearchParams(listingUrl(query).split("?")[1] ?? "");
  const omitted: readonly string[] = omit;
  return [...params]
    .filter(([key]) => !omitted.includes(key))
    .map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />);
}
