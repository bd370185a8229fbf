import type { Reference } from "./reference";

/** What the formatters need to know about the request. */
export interface View {
  ref: Reference;
  now: Date;
  publicUrl: string;
  latitude: number | null;
  longitude: number | null;
  /** The request's `X-localization` (module and category names follow it); English when absent. */
  locale?: string;
}

/** The absolute URL of a file shipped under `storage/<folder>/`. */
export function fileUrl(
  view: Pick<View, "publicUrl">,
  folder: string,
  file: string | null | undefined,
): string | null {
  if (!file) return null;
  return `${view.publicUrl}/storage/${folder}/${encodeURIComponent(file)}`;
}
