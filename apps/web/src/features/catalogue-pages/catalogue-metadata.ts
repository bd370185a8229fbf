import type { Metadata } from "next";

/**
 * A catalogue page's metadata: title, description, canonical (the unfiltered URL) and Open Graph;
 * a filtered, sorted or paged view is `noindex` with its canonical pointing at the plain page.
 */
export function catalogueMetadata(options: {
  title: string;
  description: string;
  canonical: string;
  filtered?: boolean;
  imageUrl?: string | null | undefined;
}): Metadata {
  const { title, description, canonical } = options;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      url: canonical,
      title,
      description,
      ...(options.imageUrl ? { images: [{ url: options.imageUrl }] } : {}),
    },
    ...(options.filtered === true ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Whether any of these query parameters is present (a filtered / sorted / paged view). */
export function hasAny(
  query: Record<string, string | string[] | undefined>,
  keys: readonly string[],
): boolean {
  return keys.some((key) => query[key] !== undefined);
}
