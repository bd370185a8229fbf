// Single source of truth for links to the listing and search page (D2): /home with data_type and its subject.
import type { DataType } from "./listing-state";
import { listingSearchText } from "./search-text";

/** The listing's subject as the URL carries it. */
export interface ListingLink {
  dataType: DataType;
  search?: string | null | undefined;
  /** Category id (`id`) of a category listing. */
  id?: number | null | undefined;
  /** Brand id of a brand listing. */
  brandId?: number | null | undefined;
  /** The category's name, sent base64-encoded (`name`). */
  name?: string | null | undefined;
  moduleId?: number | null | undefined;
  /** `common-condition`: the `id` is a pharmacy condition's and the list is its items. */
  from?: ListingFrom | null | undefined;
}

/** Where a listing comes from when its `id` is not a category's: a pharmacy common condition. */
export const LISTING_FROM = ["common-condition"] as const;
export type ListingFrom = (typeof LISTING_FROM)[number];

/** A common condition's item list (`common-condition/items/{id}`) is read 20 items a page. */
export const CONDITION_PAGE_SIZE = 20;

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Reads a base64 category name back; null when it is not valid base64 UTF-8.
 * @example decodeListingName("TWlsaw==") // "Milk"
 */
export function decodeListingName(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * /home?data_type=… with search (only for searched text), id, brand_id, name (base64) and module_id.
 * @example listingHref({ dataType: "searched", search: "milk" }) // "/home?data_type=searched&search=milk"
 */
export function listingHref(link: ListingLink): string {
  const params = new URLSearchParams({ data_type: link.dataType });
  const search = listingSearchText(link.search);
  if (link.dataType === "searched" && search !== "") params.set("search", search);
  if (link.id !== null && link.id !== undefined) params.set("id", String(link.id));
  if (link.brandId !== null && link.brandId !== undefined) {
    params.set("brand_id", String(link.brandId));
  }
  if (link.name !== null && link.name !== undefined && link.name !== "") {
    params.set("name", base64(link.name));
  }
  if (link.moduleId !== null && link.moduleId !== undefined) {
    params.set("module_id", String(link.moduleId));
  }
  if (link.from !== null && link.from !== undefined) params.set("from", link.from);
  return `/home?${params.toString()}`;
}
