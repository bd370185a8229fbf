"use client";

import type { KeyboardEvent } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { LoaderCircle, Search, X } from "lucide-react";

import { searchSuggestionsQueryOptions } from "@marketplace/api-client/query";
import {
  listingHref,
  SEARCH_DEBOUNCE_MS,
  searchPanel,
  shouldFetchSuggestions,
  storeHref,
  submitSearch,
} from "@marketplace/domain";
import { inputClassName } from "@marketplace/ui";

import type { SearchLabels } from "./search-labels";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { useSearchHistory } from "./use-search-history";

export interface SearchComboboxProps {
  labels: SearchLabels;
  initialText: string;
  takeFocus?: boolean;
  /** The mobile panel closes itself (Escape with the list closed, or a click outside). */
  onDismiss?: () => void;
}

interface Option {
  id: string;
  label: string;
  group: "items" | "stores";
  choose: () => void;
}

/**
 * The header search as a combobox: suggestions of items and stores 500 ms after the last key (only for
 * non-empty text; closed when both lists are empty), 'Search suggestions are loading...' meanwhile, the
 * last 5 searches of this device when the field is empty (remove one or all), Enter submits to the
 * listing, a clear button, Escape and a click outside close. Arrow keys move through the suggestions.
 */
export function SearchCombobox({ labels, initialText, takeFocus, onDismiss }: SearchComboboxProps) {
  const router = useRouter();
  const params = useSearchParams();
  const client = useBrowserClient();
  const visitor = useVisitor();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  // Text typed before the combobox loaded waits for the same debounce as any other.
  const [debounced, setDebounced] = useState("");
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const { history, add, remove, clear } = useSearchHistory();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDebounced(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text]);

  useEffect(() => {
    if (takeFocus) input.current?.focus();
  }, [takeFocus]);

  useEffect(() => {
    const close = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      setOpen(false);
      onDismiss?.();
    };
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
    };
  }, [onDismiss]);

  const suggestions = useQuery({
    ...searchSuggestionsQueryOptions(client, debounced),
    enabled: shouldFetchSuggestions(debounced),
  });
  const typed = text.trim();
  const waiting = typed !== "" && (typed !== debounced || suggestions.isFetching);
  const found = typed === debounced ? suggestions.data : undefined;
  const panel = waiting
    ? "loading"
    : searchPanel(text, { items: found?.items ?? [], stores: found?.stores ?? [] });

  const go = (href: string) => {
    setOpen(false);
    onDismiss?.();
    router.push(href);
  };
  const search = (term: string) => {
    const decision = submitSearch({
      text: term,
      activeQuery: params.get("search"),
      browsingCategory: params.get("data_type") === "category" || params.has("id"),
    });
    if (decision.code === "ignore") return;
    if (decision.code === "search") {
      add(decision.search);
      setText(decision.search);
      go(listingHref({ dataType: "searched", search: decision.search }));
    } else {
      go(listingHref({ dataType: decision.data_type }));
    }
  };

  const options: Option[] =
    panel === "suggestions" && found
      ? [
          ...found.items.map((item, index) => ({
            id: `i${String(index)}`,
            label: item.name,
            group: "items" as const,
            choose: () => {
              search(item.name);
            },
          })),
          ...found.stores.map((store, index) => ({
            id: `s${String(index)}`,
            label: store.name,
            group: "stores" as const,
            choose: () => {
              if (store.id === undefined) {
                search(store.name);
                return;
              }
              const slug = typeof store.slug === "string" ? store.slug : null;
              go(storeHref({ id: store.id, slug }, visitor.module?.type ?? null));
            },
          })),
        ]
      : [];
  const activeOption = active >= 0 ? options[active] : undefined;
  const showHistory = open && panel === "history" && history.length > 0;
  const expanded = open && (panel === "loading" || options.length > 0);
  const listId = `${id}-list`;
  const historyId = `${id}-history`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) {
        if (event.key === "ArrowDown" && showHistory) {
          root.current?.querySelector<HTMLButtonElement>("[data-history-term]")?.focus();
        }
        return;
      }
      const count = options.length;
      setActive((current) =>
        event.key === "ArrowDown"
          ? current + 1 >= count
            ? 0
            : current + 1
          : current <= 0
            ? count - 1
            : current - 1,
      );
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (open && (expanded || showHistory)) {
        setOpen(false);
        setActive(-1);
      } else {
        onDismiss?.();
      }
    } else if (event.key === "Enter" && activeOption && expanded) {
      event.preventDefault();
      activeOption.choose();
    }
  };

  const groups = (["items", "stores"] as const)
    .map((group) => ({ group, rows: options.filter((option) => option.group === group) }))
    .filter(({ rows }) => rows.length > 0);

  return (
    <div
      ref={root}
      className="relative w-full"
      // The panel closes when the focus leaves the search (a keyboard user tabbing on), as it does on a
      // press outside.
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && root.current?.contains(event.relatedTarget))
          return;
        setOpen(false);
        setActive(-1);
      }}
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search(text);
        }}
      >
        <Search
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute inset-y-0 start-3 my-auto size-4"
        />
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={labels.label}
          aria-expanded={expanded || showHistory}
          aria-controls={showHistory ? historyId : listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-${activeOption.id}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.placeholder}
          value={text}
          className={`${inputClassName} ps-9 pe-11 [&::-webkit-search-cancel-button]:appearance-none`}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {text !== "" ? (
          <button
            type="button"
            aria-label={labels.clear}
            className="text-muted-foreground hover:text-foreground focus-visible:ring-ring absolute inset-y-0 end-1 my-auto grid size-8 place-items-center rounded-md outline-none focus-visible:ring-2"
            onClick={() => {
              setText("");
              setActive(-1);
              input.current?.focus();
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </form>
      <div
        data-testid="search-panel"
        hidden={!expanded && !showHistory}
        className="bg-popover text-popover-foreground absolute inset-x-0 top-full z-50 mt-1 max-h-[400px] overflow-y-auto rounded-md border p-1 shadow-lg"
      >
        {panel === "loading" && open ? (
          <p className="text-muted-foreground flex items-center gap-2 p-2 text-sm" role="status">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {labels.loading}
          </p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={labels.suggestions}
          hidden={!expanded || options.length === 0}
        >
          {groups.map(({ group, rows }) => (
            <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
              <div
                id={`${id}-${group}`}
                role="presentation"
                className="text-muted-foreground px-2 pt-2 pb-1 text-xs font-semibold uppercase"
              >
                {group === "items" ? labels.items : labels.stores}
              </div>
              {rows.map((option) => (
                // Options are picked from the combobox (arrows + Enter, aria-activedescendant) or clicked.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option.id}
                  id={`${id}-${option.id}`}
                  role="option"
                  aria-selected={option === activeOption}
                  tabIndex={-1}
                  className="aria-selected:bg-muted hover:bg-muted flex min-h-9 cursor-pointer items-center rounded-sm px-2 py-1.5 text-sm"
                  onMouseDown={(event) => {
                    event.preventDefault();
                  }}
                  onClick={option.choose}
                >
                  {option.label}
                </div>
              ))}
            </div>
          ))}
        </div>
        {showHistory ? (
          <section id={historyId} aria-labelledby={`${historyId}-title`} className="grid gap-1 p-1">
            <div className="flex items-center justify-between gap-2 px-1">
              <h2
                id={`${historyId}-title`}
                className="text-muted-foreground text-xs font-semibold uppercase"
              >
                {labels.recent}
              </h2>
              <button
                type="button"
                className="text-primary text-xs font-medium hover:underline"
                onClick={() => {
                  clear();
                  input.current?.focus();
                }}
              >
                {labels.clearRecent}
              </button>
            </div>
            <ul className="grid gap-0.5" data-testid="search-history">
              {history.map((term) => (
                <li key={term} className="hover:bg-muted flex items-center gap-1 rounded-sm">
                  <button
                    type="button"
                    data-history-term
                    className="focus-visible:ring-ring min-h-9 flex-1 truncate rounded-sm px-2 text-start text-sm outline-none focus-visible:ring-2"
                    onKeyDown={(event) => {
                      const buttons = [
                        ...(root.current?.querySelectorAll<HTMLButtonElement>(
                          "[data-history-term]",
                        ) ?? []),
                      ];
                      const index = buttons.indexOf(event.currentTarget);
                      if (event.key === "ArrowDown") {
                        event.preventDefault();
                        buttons[index + 1]?.focus();
                      } else if (event.key === "ArrowUp") {
                        event.preventDefault();
                        (buttons[index - 1] ?? input.current)?.focus();
                      } else if (event.key === "Escape") {
                        event.preventDefault();
                        setOpen(false);
                        input.current?.focus();
                      }
                    }}
                    onClick={() => {
                      search(term);
                    }}
                  >
                    {term}
                  </button>
                  <button
                    type="button"
                    aria-label={labels.removeRecent.replace("{term}", term)}
                    className="text-muted-foreground hover:text-foreground focus-visible:ring-ring grid size-8 shrink-0 place-items-center rounded-md outline-none focus-visible:ring-2"
                    onClick={() => {
                      remove(term);
                      input.current?.focus();
                    }}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
