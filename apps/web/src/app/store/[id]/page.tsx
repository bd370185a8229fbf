import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";

import type { StoreListKind } from "@marketplace/domain";
import { STORE_LIST_KINDS } from "@marketplace/domain";

import { StoreListScreen } from "~/features/store/components/store-list-screen";
import { readStorePageQuery } from "~/features/store/components/store-query";
import { StoreScreen } from "~/features/store/components/store-screen";
import { loadStore } from "~/features/store/store-data";
import { storeListMetadata, storeMetadata } from "~/features/store/store-metadata";
import { isStoreSegment, storeModuleType } from "~/features/store/store-view";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

function listKind(id: string): StoreListKind | null {
  return STORE_LIST_KINDS.find((kind) => kind === id) ?? null;
}

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/store/[id]">): Promise<Metadata> {
  const { id } = await params;
  const kind = listKind(id);
  if (kind) {
    const query = await searchParams;
    return storeListMetadata(
      kind,
      ["tab", "type", "page"].some((key) => key in query),
    );
  }
  const store = isStoreSegment(id) ? await loadStore(id) : null;
  return store ? storeMetadata(store) : {};
}

/**
 * `/store/{slug or id}`: the store page (an unknown store answers the not-found page with 404), and
 * `/store/latest`, `/store/popular`, `/store/top-offer-nearby`: the store lists, which need a location
 * and a module.
 */
export default async function StorePage({ params, searchParams }: PageProps<"/store/[id]">) {
  const [{ id }, query, visitor] = await Promise.all([params, searchParams, readVisitorContext()]);
  const kind = listKind(id);
  if (kind) {
    if (!visitor.location) redirect("/");
    if (!visitor.module) redirect("/home");
    return <StoreListScreen kind={kind} chosen={visitor.module} params={query} />;
  }
  if (!isStoreSegment(id)) notFound();
  const store = await loadStore(id);
  if (!store) notFound();
  return (
    <StoreScreen
      store={store}
      moduleType={storeModuleType(store, visitor.module?.type ?? null)}
      query={readStorePageQuery(query)}
    />
  );
}
