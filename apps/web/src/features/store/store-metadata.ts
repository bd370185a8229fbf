import "server-only";

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import type { StoreListKind } from "@marketplace/domain";
import { storeHref, storeListHref } from "@marketplace/domain";

import type { FoundStore } from "./store-data";
import { assetUrl } from "~/lib/asset-url";
import { storeListTitle } from "./components/store-list-screen";

/** A store page's title, description, canonical (its slug URL without the query) and Open Graph. */
export async function storeMetadata(store: FoundStore): Promise<Metadata> {
  const t = await getTranslations();
  const canonical = storeHref({ id: store.id, slug: store.slug });
  const title = store.meta_title ?? store.name;
  const description =
    store.meta_description ??
    t("store.metaDescription", { name: store.name, address: store.address ?? "" });
  const cover = assetUrl(store.cover_photo_full_url);
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: "website",
      url: canonical,
      title,
      description,
      ...(cover ? { images: [{ url: cover }] } : {}),
    },
  };
}

/** A store list's title, description, canonical and Open Graph; filtered views (tab, type, page) are noindex. */
export async function storeListMetadata(kind: StoreListKind, filtered: boolean): Promise<Metadata> {
  const t = await getTranslations();
  const title = await storeListTitle(kind);
  const canonical = storeListHref(kind);
  const description = t("store.lists.description", { title });
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { url: canonical, title, description },
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}
