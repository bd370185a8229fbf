import type { MetadataRoute } from "next";

import { env } from "~/env";

export const dynamic = "force-dynamic";

/** The public pages of this part of the storefront (item, store and category pages add theirs later). */
export default function sitemap(): MetadataRoute.Sitemap {
  const url = (path: string) => new URL(path, env.SITE_URL).toString();
  return [
    { url: url("/"), changeFrequency: "weekly", priority: 1 },
    { url: url("/home"), changeFrequency: "daily", priority: 0.9 },
  ];
}
