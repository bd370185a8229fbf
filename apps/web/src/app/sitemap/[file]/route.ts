import {
  SITEMAP_FILE_SIZE,
  sitemapEntries,
  sitemapFileCount,
  urlSet,
  xmlResponse,
} from "../sitemap-entries";

export const dynamic = "force-dynamic";

/**
 * `/sitemap/{n}.xml`: one sitemap file, 50,000 URLs at most (landing, home, information pages and help,
 * stores, items, categories, campaigns, brand listings). A file past the last answers 404.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/sitemap/[file]">,
): Promise<Response> {
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  const id = match?.[1] === undefined ? null : Number(match[1]);
  if (id === null || id >= (await sitemapFileCount())) {
    return new Response("Not found", { status: 404 });
  }
  const entries = await sitemapEntries();
  return xmlResponse(urlSet(entries.slice(id * SITEMAP_FILE_SIZE, (id + 1) * SITEMAP_FILE_SIZE)));
}
