import type { MetadataRoute } from "next";

import { env } from "~/env";
import { catalogueSitemapEntries } from "~/features/catalogue-pages/sitemap-entries";

export const dynamic = "force-dynamic";

/** The public pages: landing, home, and every store, category, campaign and brand page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => new URL(path, env.SITE_URL).toString();
  return [
    { url: url("/"), changeFrequency: "weekly", priority: 1 },
    { url: url("/home"), changeFrequency: "daily", priority: 0.9 },
    ...(await catalogueSitemapEntries()),
  ];
}
