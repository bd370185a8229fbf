import Link from "next/link";
import { getTranslations } from "next-intl/server";

import type { ProfileMenuEntry } from "@marketplace/domain";
import { cn } from "@marketplace/ui";

import type { ProfilePanel } from "../lib/profile-panels";
import { profileMenuItems } from "../lib/profile-panels";

/**
 * The profile's menu: a side column on wide screens, a scrolling row on phones; the current panel is
 * marked `aria-current`.
 */
export async function ProfileMenuNav({
  entries,
  current,
  extra = [],
}: {
  entries: readonly ProfileMenuEntry[];
  current: ProfilePanel;
  /** Panels outside the spec's dropdown list (inbox, notifications), after its entries. */
  extra?: readonly { key: ProfilePanel; href: string; label: string }[];
}) {
  const [t, tMenu] = await Promise.all([
    getTranslations("profile"),
    getTranslations("header.profileMenu"),
  ]);
  return (
    <nav aria-label={t("menu")} className="md:w-56 md:shrink-0">
      <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:gap-1 md:overflow-visible md:rounded-xl md:border md:p-2">
        {[
          ...profileMenuItems(entries).map((item) => ({
            ...item,
            label: item.key === "address" ? t("addresses") : tMenu(item.key),
          })),
          ...extra,
        ].map((item) => {
          const active = item.key === current;
          return (
            <li key={item.key} className="shrink-0">
              <Link
                href={item.href}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap md:rounded-md md:border-0",
                  active
                    ? "bg-primary text-primary-foreground border-primary"
                    : "bg-card hover:bg-muted",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
