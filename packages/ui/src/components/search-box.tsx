"use client";

import type { KeyboardEvent } from "react";
import { useId, useState } from "react";
import { LoaderCircle, Search, X } from "lucide-react";

import { cn } from "../lib/cn";
import { inputClassName } from "./input";

type SearchSuggestion = {
  id: string;
  label: string;
  /** Secondary text, e.g. 'Store' or a recent-search marker. */
  description?: string;
};

type SearchBoxProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** Enter or the search button. */
  onSubmit: (value: string) => void;
  suggestions?: readonly SearchSuggestion[];
  onSuggestionSelect?: (suggestion: SearchSuggestion) => void;
  /** Shows the loading text in the panel. */
  loading?: boolean;
  loadingText?: string;
  /** Shown in the panel when the text is not empty, nothing is loading and there are no suggestions. */
  emptyText?: string;
  label?: string;
  placeholder?: string;
  clearLabel?: string;
  suggestionsLabel?: string;
  className?: string;
};

/**
 * A search field: Enter submits, a clear button empties it, and a suggestions panel (at most 400 px
 * high, scrolls beyond) is navigated with the arrow keys, Enter picks, Escape closes.
 */
function SearchBox({
  value,
  onValueChange,
  onSubmit,
  suggestions = [],
  onSuggestionSelect,
  loading = false,
  loadingText = "Search suggestions are loading...",
  emptyText,
  label = "Search",
  placeholder,
  clearLabel = "Clear search",
  suggestionsLabel = "Suggestions",
  className,
}: SearchBoxProps) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const showEmpty =
    emptyText !== undefined && value.trim() !== "" && !loading && suggestions.length === 0;
  const open = focused && !dismissed && (loading || suggestions.length > 0 || showEmpty);
  const activeSuggestion = active >= 0 ? suggestions[active] : undefined;

  function choose(suggestion: SearchSuggestion) {
    setDismissed(true);
    setActive(-1);
    onSuggestionSelect?.(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        if (step === 1) return current + 1 >= suggestions.length ? 0 : current + 1;
        return current <= 0 ? suggestions.length - 1 : current - 1;
      });
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    } else if (event.key === "Enter" && activeSuggestion !== undefined && open) {
      event.preventDefault();
      choose(activeSuggestion);
    }
  }

  return (
    <form
      role="search"
      data-slot="search-box"
      className={cn("relative w-full", className)}
      onSubmit={(event) => {
        event.preventDefault();
        setDismissed(true);
        onSubmit(value.trim());
      }}
    >
      <Search
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute inset-y-0 start-3 my-auto size-4"
      />
      <input
        type="search"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          activeSuggestion ? `${baseId}-option-${activeSuggestion.id}` : undefined
        }
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        value={value}
        className={cn(
          inputClassName,
          "ps-9 pe-11 [&::-webkit-search-cancel-button]:appearance-none",
        )}
        onChange={(event) => {
          setDismissed(false);
          setActive(-1);
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
        }}
      />
      {value !== "" ? (
        <button
          type="button"
          aria-label={clearLabel}
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring absolute inset-y-0 end-1 my-auto grid size-8 cursor-pointer place-items-center rounded-md outline-none focus-visible:ring-2"
          onClick={(event) => {
            onValueChange("");
            setActive(-1);
            event.currentTarget.form?.querySelector("input")?.focus();
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <div
        data-slot="search-suggestions"
        hidden={!open}
        className="bg-popover text-popover-foreground absolute inset-x-0 top-full z-50 mt-1 max-h-[400px] overflow-y-auto rounded-md border p-1 shadow-lg"
      >
        {loading ? (
          <p className="text-muted-foreground flex items-center gap-2 p-2 text-sm" role="status">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {loadingText}
          </p>
        ) : null}
        {showEmpty ? <p className="text-muted-foreground p-2 text-sm">{emptyText}</p> : null}
        <div id={listId} role="listbox" aria-label={suggestionsLabel}>
          {suggestions.map((suggestion, index) => (
            // Keyboard users pick options from the combobox input (arrows + Enter, aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={suggestion.id}
              id={`${baseId}-option-${suggestion.id}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className="aria-selected:bg-muted hover:bg-muted flex min-h-9 cursor-pointer flex-col justify-center rounded-sm px-2 py-1.5 text-sm"
              onMouseDown={(event) => {
                // Keep focus in the input so the panel does not close before the click lands.
                event.preventDefault();
              }}
              onClick={() => {
                choose(suggestion);
              }}
            >
              <span>{suggestion.label}</span>
              {suggestion.description ? (
                <span className="text-muted-foreground text-xs">{suggestion.description}</span>
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}

export { SearchBox };
export type { SearchBoxProps, SearchSuggestion };
