"use client";

import { useEffect, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import type { PlacePrediction } from "@marketplace/api-client";
import { placeAutocompleteQueryOptions } from "@marketplace/api-client/query";
import { SEARCH_DEBOUNCE_MS, shouldFetchSuggestions } from "@marketplace/domain";

import { useBrowserClient } from "~/lib/api/use-browser-client";

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** The picker's search box: a combobox with suggestions ('Search suggestions are loading...' meanwhile). */
export function PlaceSearch({ onChoose }: { onChoose: (prediction: PlacePrediction) => void }) {
  const t = useTranslations("location");
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const listId = useId();
  const inputId = useId();
  const client = useBrowserClient();
  const query = useQuery({
    ...placeAutocompleteQueryOptions(client, debounced),
    enabled: shouldFetchSuggestions(debounced),
  });
  const typing = text.trim() !== "" && text.trim() !== debounced;
  const loading = typing || (debounced !== "" && query.isFetching);
  const predictions = loading ? [] : (query.data?.predictions ?? []);
  const expanded = open && text.trim() !== "";

  const choose = (prediction: PlacePrediction) => {
    setText(prediction.description);
    setOpen(false);
    setActive(-1);
    onChoose(prediction);
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="sr-only">
        {t("searchLabel")}
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${String(active)}` : undefined}
        placeholder={t("searchPlaceholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && predictions.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index + 1) % predictions.length);
          } else if (event.key === "ArrowUp" && predictions.length > 0) {
            event.preventDefault();
            setActive((index) => (index <= 0 ? predictions.length - 1 : index - 1));
          } else if (event.key === "Enter") {
            const chosen = predictions[active >= 0 ? active : 0];
            if (chosen) {
              event.preventDefault();
              choose(chosen);
            }
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
        className="border-input bg-background focus-visible:ring-ring h-11 w-full rounded-md border px-3 text-sm"
      />
      {expanded ? (
        <div className="bg-popover text-popover-foreground absolute inset-x-0 top-full z-20 mt-1 max-h-[400px] overflow-auto rounded-md border shadow-lg">
          {loading ? (
            <p role="status" className="text-muted-foreground p-3 text-sm">
              {t("suggestionsLoading")}
            </p>
          ) : predictions.length === 0 ? (
            <p role="status" className="text-muted-foreground p-3 text-sm">
              {t("noSuggestions")}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t("searchLabel")}>
            {predictions.map((prediction, index) => (
              <li
                key={prediction.place_id}
                id={`${listId}-${String(index)}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onKeyDown={(event) => {
                  if (event.key === "Enter") choose(prediction);
                }}
                onClick={() => choose(prediction)}
                className="hover:bg-muted aria-selected:bg-muted cursor-pointer px-3 py-2 text-sm"
              >
                {prediction.description}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
