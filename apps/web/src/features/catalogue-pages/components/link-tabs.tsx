import NextLink from "next/link";

import { cn } from "@marketplace/ui";

export interface LinkTab {
  key: string;
  label: string;
  href: string;
}

/**
 * Tabs that are links (the chosen tab lives in the URL: shareable, reloadable, works before any script);
 * the current one carries `aria-current="page"`.
 */
export function LinkTabs({
  tabs,
  current,
  label,
  className,
}: {
  tabs: readonly LinkTab[];
  current: string;
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("-mx-4 overflow-x-auto px-4", className)}>
      <ul className="flex w-max gap-2 pb-1">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <NextLink
                href={tab.href}
                scroll={false}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                  active
                    ? "bg-primary text-primary-foreground border-primary"
                    : "bg-card text-foreground hover:bg-muted border-border",
                )}
              >
                {tab.label}
              </NextLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
