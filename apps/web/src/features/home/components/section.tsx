import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";

import { cn, EmptyState, Skeleton } from "@marketplace/ui";

import { degradedRenderProps } from "~/lib/page-cache/degraded";
import { Deferred } from "./deferred";
import { LazyCountdown } from "./lazy-ui";

interface SectionProps {
  id: string;
  title: string;
  subtitle?: string;
  viewAll?: { href: string; label: string } | undefined;
  /**
   * A first-screen section that shows part of its cards (`shownInRow`): marked `data-partial`, so
   * the `DeferredSection` around it loads the whole section when the page looks ahead.
   */
  partial?: boolean;
  children: ReactNode;
  className?: string;
}

/** A home-page section: a heading (labelling the region), an optional View all link and its content. */
export function Section({
  id,
  title,
  subtitle,
  viewAll,
  partial = false,
  children,
  className,
}: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      data-section={id}
      data-partial={partial ? "" : undefined}
      className={cn("flex flex-col gap-3", className)}
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {title}
          </h2>
          {subtitle ? <p className="text-muted-foreground text-sm">{subtitle}</p> : null}
        </div>
        {viewAll ? (
          <a
            href={viewAll.href}
            className="text-primary inline-flex min-h-6 shrink-0 items-center text-sm font-medium underline-offset-4 hover:underline"
          >
            {viewAll.label}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * About the height a card row takes, by what it shows: its skeleton and its deferred placeholder
 * hold that much room, so little shifts when the row streams in or mounts.
 */
export const ROW_HEIGHT = {
  // The tallest item card: a price range with its original range wraps under the name (two lines).
  items: "h-[22rem] sm:h-[22.75rem]",
  itemTabs: "h-[24rem] sm:h-[24.75rem]",
  stores: "h-[14rem] sm:h-[15rem]",
  storeTabs: "h-[17.25rem] sm:h-[18.25rem]",
  tiles: "h-[7.75rem]",
  campaigns: "h-[11.75rem] sm:h-[12.75rem]",
  wideBanner: "aspect-[4/1]",
} as const;
export type RowKind = keyof typeof ROW_HEIGHT;

/**
 * How many cards a row in the first screen carries in the page's first HTML: a wide screen's row
 * (six 12 rem cards fill the 80 rem page). The rest of the row comes with the section loaded again
 * when the page starts looking ahead (`DeferredSection` with `on="lookahead"`): every card is about
 * 30 elements and 4.5 kB of RSC payload that the browser parses, lays out and hydrates while the page
 * loads, for a row a phone shows two and a half cards of.
 */
export const FIRST_SCREEN_ROW_CARDS = 6;

/** The cards of a row that the page carries: in the first screen, its first `FIRST_SCREEN_ROW_CARDS`. */
export function shownInRow<T>(items: readonly T[], fold: Fold | undefined): readonly T[] {
  return fold === undefined ? items.slice(0, FIRST_SCREEN_ROW_CARDS) : items;
}

/**
 * A horizontally scrolling row (scroll snap, no script); each child is one card. With `more`, a
 * card-sized box after them (`data-row-tail`) holds the place of the cards still to come.
 */
export function Row({
  children,
  itemClassName,
  label,
  more = false,
}: {
  children: ReactNode[];
  itemClassName?: string;
  label: string;
  more?: boolean;
}) {
  const cell = cn("w-40 shrink-0 snap-start sm:w-48", itemClassName);
  return (
    <ul
      aria-label={label}
      className="-mx-4 flex snap-x snap-mandatory [scrollbar-width:thin] gap-3 overflow-x-auto px-4 pb-2"
    >
      {children.map((child, index) => (
        <li key={index} className={cell}>
          {child}
        </li>
      ))}
      {more ? (
        <li
          key={children.length}
          data-row-tail=""
          aria-hidden="true"
          // Gone if the rest could not be loaded (`DeferredSection` marks itself): no box left waiting.
          className={cn(cell, "bg-muted/60 rounded-xl in-data-load-failed:hidden")}
        />
      ) : null}
    </ul>
  );
}

/**
 * Where a section sits on its page:
 * - `undefined`: in the first screen — its cards are in the first HTML, the first pictures load at once;
 * - `"shell"`: below it, in the page's HTML — heading and empty state only, its cards are a placeholder
 *   of their height (`DeferredSection` asks the server for the whole section when it comes near);
 * - `"below"`: below it, rendered on that request — the cards, with lazy pictures.
 */
export type Fold = "shell" | "below";

export interface FoldProps {
  fold?: Fold | undefined;
}

/**
 * A section's cards: rendered in the first screen and when the section is loaded on approach; in
 * a below-the-fold shell, a box of about the height they will take (`data-deferred`), so neither
 * the cards nor their data travel with the page.
 */
export function SectionBody({
  fold,
  kind = "items",
  grid,
  children,
}: FoldProps & {
  kind?: RowKind;
  /**
   * For a grid: its classes and cell count, so the placeholder wraps into the same rows; cells are
   * shaped like item cards unless `cellClassName` gives their height.
   */
  grid?: { className: string; cells: number; cellClassName?: string };
  children: ReactNode;
}) {
  // A row of item cards never ends shorter than its placeholder was (no shift up when it mounts).
  if (fold !== "shell")
    return kind === "items" && !grid ? (
      <div className="min-h-[22rem] sm:min-h-[22.75rem]">{children}</div>
    ) : (
      children
    );
  if (grid) {
    return (
      <div
        data-deferred=""
        data-deferred-body=""
        aria-hidden="true"
        className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5", grid.className)}
      >
        {Array.from({ length: grid.cells }, (_, index) =>
          grid.cellClassName ? (
            <div key={index} className={grid.cellClassName} />
          ) : (
            // Shaped like a vertical item card: a square picture and its text lines.
            <div key={index} className="flex flex-col gap-2 p-2">
              <div className="aspect-square" />
              <div className="h-24" />
            </div>
          ),
        )}
      </div>
    );
  }
  return (
    <div data-deferred="" data-deferred-body="" aria-hidden="true" className={ROW_HEIGHT[kind]} />
  );
}

/** A responsive grid of cards. */
export function Grid({
  children,
  className,
  label,
}: {
  children: ReactNode[];
  className?: string;
  label: string;
}) {
  return (
    <ul
      aria-label={label}
      className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5", className)}
    >
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}

/** The empty state of a section (the section's own heading names it). */
export function SectionEmpty({ text }: { text: string }) {
  return (
    <div role="status" className="bg-muted rounded-lg">
      <EmptyState title={text} headingLevel={3} className="py-6" />
    </div>
  );
}

/**
 * A section whose data could not be loaded (the API down, slow or failing): says so instead of calling the
 * catalogue empty, with a way to try again (a link to /home, the one page these sections are on: no script needed).
 */
export async function SectionUnavailable() {
  const t = await getTranslations();
  return (
    <div
      role="status"
      data-testid="section-unavailable"
      {...degradedRenderProps}
      className="bg-muted flex flex-col items-center gap-3 rounded-lg py-6 text-center"
    >
      <p className="font-medium">{t("home.sectionUnavailable")}</p>
      <a
        href="/home"
        className="text-primary inline-flex min-h-6 items-center text-sm font-medium underline underline-offset-4"
      >
        {t("common.tryAgain")}
      </a>
    </div>
  );
}

/** The loading skeleton of a section: same height as its content, so nothing shifts when it arrives. */
export function SectionSkeleton({ cards = 5, kind = "items" }: { cards?: number; kind?: RowKind }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-7 w-48" />
      <div className={cn("flex gap-3 overflow-hidden pb-2", ROW_HEIGHT[kind])}>
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} className="h-full w-40 shrink-0 rounded-lg sm:w-48" />
        ))}
      </div>
    </div>
  );
}

/**
 * A campaign or flash-sale countdown (DD:HH:MM:SS, then 'This campaign is over'). It ticks on the
 * client only (mounted on approach), so the server's clock never disagrees with the browser's.
 */
export async function EndsCountdown({ endsAt }: { endsAt: number }) {
  const t = await getTranslations();
  return (
    <Deferred placeholderClassName="h-11">
      <LazyCountdown
        endsAt={endsAt}
        label={t("home.timeLeft")}
        overText={t("domain.campaign_over")}
        unitLabels={{
          days: t("home.days"),
          hours: t("home.hours"),
          minutes: t("home.minutes"),
          seconds: t("home.seconds"),
        }}
      />
    </Deferred>
  );
}

/** Pictures of a first-screen row loaded at once with high priority (the rest load lazily). */
export const PRIORITY_PICTURES = 2;

/**
 * Whether the card at `index` loads its picture at once (`priority`): the first pictures of a
 * section in the first screen, so the largest paint does not wait for lazy-image discovery.
 */
export function isPriorityPicture(index: number, fold: Fold | undefined): boolean {
  return fold === undefined && index < PRIORITY_PICTURES;
}
