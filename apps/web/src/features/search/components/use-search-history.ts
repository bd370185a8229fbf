"use client";

import { useCallback, useState } from "react";
import * as z from "zod";

import { addToSearchHistory, SEARCH_HISTORY_LIMIT } from "@marketplace/domain";

/** Recent searches are kept per device (this browser's storage). */
const STORAGE_KEY = "marketplace.search-history";
const stored = z.array(z.string()).catch([]);

function read(): string[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw === null ? [] : stored.parse(JSON.parse(raw)).slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

function write(history: readonly string[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Storage full or disabled: the history lives for this page only.
  }
}

/** The last 5 searches of this device, newest first: add one, remove one, remove all. */
export function useSearchHistory() {
  // The combobox renders in the browser only (loaded on intent), so storage is there at once.
  const [history, setHistory] = useState<string[]>(read);
  const update = useCallback((next: (current: readonly string[]) => string[]) => {
    const value = next(read());
    write(value);
    setHistory(value);
  }, []);
  return {
    history,
    add: useCallback(
      (term: string) => {
        update((current) => addToSearchHistory(current, term));
      },
      [update],
    ),
    remove: useCallback(
      (term: string) => {
        update((current) => current.filter((entry) => entry !== term));
      },
      [update],
    ),
    clear: useCallback(() => {
      update(() => []);
    }, [update]),
  };
}
