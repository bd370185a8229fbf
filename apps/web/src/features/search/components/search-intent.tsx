"use client";

import type { ComponentType, ReactNode, SyntheticEvent } from "react";
import { useRef, useState } from "react";

import type { SearchComboboxProps } from "./search-combobox";
import type { SearchLabels } from "./search-labels";
import { withQueries } from "~/lib/query/with-queries";

/**
 * Holds the server-rendered search form (a plain GET form to the listing, working before any script) until
 * the visitor shows intent — focus, a pointer press or a key in it — then loads the combobox (suggestions,
 * history; TanStack Query comes with it), which takes over with what was typed and keeps focus.
 */
export function SearchIntent({
  children,
  labels,
  popoverId,
}: {
  children: ReactNode;
  labels: SearchLabels;
  /** The mobile panel (a popover) that the combobox closes when dismissed. */
  popoverId?: string;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const [text, setText] = useState("");
  const started = useRef(false);

  const load = (event: SyntheticEvent<HTMLDivElement>) => {
    if (started.current) return;
    started.current = true;
    const field = event.currentTarget.querySelector("input[name=search]");
    void withQueries(import("./search-combobox").then((mod) => mod.SearchCombobox)).then(
      (component) => {
        setText(field instanceof HTMLInputElement ? field.value : "");
        setLoaded(() => component);
      },
    );
  };

  if (Loaded) {
    const dismiss =
      popoverId === undefined
        ? undefined
        : () => {
            document.getElementById(popoverId)?.hidePopover();
          };
    return <Loaded labels={labels} initialText={text} takeFocus onDismiss={dismiss} />;
  }
  return (
    // Only listens to the form's own field (focus, pointer and keys bubble up); it is no control itself.
    <div
      role="presentation"
      className="contents"
      onFocus={load}
      onPointerDown={load}
      onKeyDown={load}
    >
      {children}
    </div>
  );
}
