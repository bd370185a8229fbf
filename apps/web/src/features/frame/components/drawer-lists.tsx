"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { categoriesQueryOptions, storeListQueryOptions } from "@marketplace/api-client/query";
import { categoryHref, DRAWER_LIST_LIMIT, storeHref, storeListHref } from "@marketplace/domain";

import { useBrowserClient } from "~/lib/api/use-browser-client";
import { useVisitor } from "~/lib/visitor/visitor-provider";

const STORE_PAGE = { offset: 1, limit: 12 };

/** The drawer's Categories, Latest and Popular lists: up to 10 entries each, plus View all. */
export function DrawerLists({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations();
  // The keys carry the visitor's module, zones and language: another module never answers here.
  const client = useBrowserClient();
  const moduleType = useVisitor().module?.type ?? null;
  const categories = useQuery(categoriesQueryOptions(client));
  const latest = useQuery(storeListQueryOptions(client, "latest", STORE_PAGE));
  const popular = useQuery(storeListQueryOptions(client, "popular", STORE_PAGE));
  return (
    <>
      <details className="group rounded-md">
        <summary className="hover:bg-muted cursor-pointer rounded-md px-3 py-2 font-medium">
          {t("header.categories")}
        </summary>
        <ul className="ms-3 flex flex-col">
          {(categories.data ?? []).slice(0, DRAWER_LIST_LIMIT).map((category) => (
            <li key={category.id}>
              <Link
                href={categoryHref(category)}
                prefetch={false}
                onClick={onNavigate}
                className="hover:bg-muted block rounded-md px-3 py-1.5"
              >
                {category.name}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href="/categories"
              prefetch={false}
              onClick={onNavigate}
              className="text-primary block px-3 py-1.5 font-medium underline"
            >
              {t("common.viewAll")}
            </Link>
          </li>
        </ul>
      </details>
      {(
        [
          ["latest", t("header.latestStores"), latest.data?.stores ?? []],
          ["popular", t("header.popularStores"), popular.data?.stores ?? []],
        ] as const
      ).map(([kind, title, stores]) => (
        <details key={kind} className="rounded-md">
          <summary className="hover:bg-muted cursor-pointer rounded-md px-3 py-2 font-medium">
            {title}
          </summary>
          <ul className="ms-3 flex flex-col">
            {stores.slice(0, DRAWER_LIST_LIMIT).map((store) => (
              <li key={store.id}>
                <Link
                  href={storeHref(store, moduleType)}
                  prefetch={false}
                  onClick={onNavigate}
                  className="hover:bg-muted block rounded-md px-3 py-1.5"
                >
                  {store.name}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href={storeListHref(kind)}
                prefetch={false}
                onClick={onNavigate}
                className="text-primary block px-3 py-1.5 font-medium underline"
              >
                {t("common.viewAll")}
              </Link>
            </li>
          </ul>
        </details>
      ))}
    </>
  );
}
