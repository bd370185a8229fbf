import { sitemapFileCount, sitemapIndex, xmlResponse } from "../sitemap/sitemap-entries";

export const dynamic = "force-dynamic";

/** `/sitemap.xml` (named by robots.txt): the index of the sitemap files (`/sitemap/0.xml`, …). */
export async function GET(): Promise<Response> {
  return xmlResponse(sitemapIndex(await sitemapFileCount()));
}
