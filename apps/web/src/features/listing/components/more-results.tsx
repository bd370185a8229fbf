"use client";

import type { ReactNode } from "react";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";

import { loadMoreResults } from "../load-more-results";
import { pageHref } from "../page-href";

/** Infinite scroll asks for the next page when the end of the list is within 38 % of the viewport. */
const TRIGGER_MARGIN = "0px 0px 38% 0px";

interface MoreResultsProps {
  /** The server-rendered cards of the first pages. */
  children: ReactNode;
  listClassName: string;
  /** The "Load more" link's classes (the design system's outline button, computed on the server). */
  linkClassName: string;
  /** The listing's URL query without the page count. */
  query: string;
  /** The first page of the server-rendered cards (after 10 pages, the earlier ones are a link away). */
  first: number;
  /** The next page (pages shown + 1), null when the list has ended. */
  next: number | null;
  labels: { loadMore: string; loadingMore: string; showEarlier: string };
}

/**
 * The results list and what follows it: the next page (rendered on the server) loads when the end nears the
 * viewport or with "Load more" — a real link to the listing with one page more, for the keyboard and
 * before any script; an empty page ends the list. The last page loaded goes into the URL (replacing the
 * history entry), so a reload or Back renders the same pages; past 10 pages, the earlier ones are behind
 * a "Show earlier results" link.
 */
export function MoreResults({
  children,
  listClassName,
  linkClassName,
  query,
  first,
  next: firstNext,
  labels,
}: MoreResultsProps) {
  const [more, setMore] = useState<ReactNode[]>([]);
  const [next, setNext] = useState(firstNext);
  const [busy, setBusy] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    if (next === null || busy) return;
    setBusy(true);
    loadMoreResults(query, next)
      .then((result) => {
        setMore((shown) => [...shown, result.cards]);
        setNext(result.next);
        // A page with results is the last one shown (an empty page only ends the list). Next's router
        // takes a native replaceState into its own state (useSearchParams, Back and refresh follow it).
        if (result.next !== null) window.history.replaceState(null, "", pageHref(query, next));
      })
      .catch(() => {
        // The link stays: the visitor can ask again.
      })
      .finally(() => {
        setBusy(false);
      });
  }, [busy, next, query]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || next === null || busy) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: TRIGGER_MARGIN },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [busy, load, next]);

  return (
    <div className="grid gap-4">
      {first > 1 ? (
        <div className="flex justify-center">
          <a href={pageHref(query, first - 1)} className={linkClassName}>
            {labels.showEarlier}
          </a>
        </div>
      ) : null}
      <ul className={listClassName} data-testid="listing-results">
        {children}
        {more.map((cards, index) => (
          <Fragment key={index}>{cards}</Fragment>
        ))}
      </ul>
      <div ref={sentinel} />
      {next === null ? null : (
        <div className="flex justify-center">
          <a
            href={pageHref(query, next)}
            className={linkClassName}
            aria-busy={busy}
            onClick={(event) => {
              event.preventDefault();
              load();
            }}
          >
            {busy ? labels.loadingMore : labels.loadMore}
          </a>
        </div>
      )}
    </div>
  );
}
