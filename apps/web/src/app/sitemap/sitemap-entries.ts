import "server-only";

import type { MetadataRoute } from "next";
import { cache } from "react";

import { createClient, getPolicyPage } from "@marketplace/api-client";
import { sitemapChunkCount } from "@marketplace/domain";

import { env } from "~/env";
import { catalogueSitemapEntries } from "~/features/catalogue-pages/sitemap-entries";
import { policyRoutes } from "~/features/info/components/policy-pages";

export type SitemapEntry = MetadataRoute.Sitemap[number];
type Entry = SitemapEntry;

/** URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_FILE_SIZE = 50_000;

const url = (path: string) => new URL(path, env.SITE_URL).toString();

/** The information pages the backend serves (one it switched off answers 404 and is left out). */
async function infoEntries(): Promise<Entry[]> {
  const api = createClient({
    baseUrl: `${env.API_BASE_URL}/api/v1`,
    context: { language: "en" },
    timeout: 10_000,
    retry: 1,
  });
  const served = await Promise.all(
    Object.entries(policyRoutes).map(async ([route, page]) => {
      try {
        await getPolicyPage(api, page.api);
        return [route];
      } catch (error) {
        console.error(`sitemap: information page ${route} left out`, error);
        return [];
      }
    }),
  );
  return [...served.flat(), "help-and-support"].map((route) => ({
    url: url(`/${route}`),
    changeFrequency: "monthly",
    priority: 0.3,
  }));
}

/**
 * Every public page: landing, home, the information pages and help, and every store, item, category,
 * campaign and brand page — once per request, shared by the index and the files.
 */
export const sitemapEntries = cache(async (): Promise<Entry[]> => {
  const [info, catalogue] = await Promise.all([infoEntries(), catalogueSitemapEntries()]);
  return [
    { url: url("/"), changeFrequency: "weekly", priority: 1 },
    { url: url("/home"), changeFrequency: "daily", priority: 0.9 },
    ...info,
    ...catalogue,
  ];
});

/** How many sitemap files the entries fill. */
export async function sitemapFileCount(): Promise<number> {
  return sitemapChunkCount((await sitemapEntries()).length, SITEMAP_FILE_SIZE);
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** An XML answer. */
export function xmlResponse(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

/** A `<urlset>` of entries. */
export function urlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(entry.url)}</loc>`];
    if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${String(entry.priority)}</priority>`);
    return `<url>${parts.join("")}</url>`;
  });
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>`;
}

/** The `<sitemapindex>` of the sitemap files. */
export function sitemapIndex(count: number): string {
  const files = Array.from(
    { length: count },
    (_, id) =>
      `<sitemap><loc>${escapeXml(new URL(`/sitemap/${String(id)}.xml`, env.SITE_URL).toString())}</loc></sitemap>`,
  );
  return `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>`;
}
