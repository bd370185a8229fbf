"use client";

import type { ComponentType, ReactNode, SyntheticEvent } from "react";
import { useRef, useState } from "react";

import type { SearchComboboxProps } from "./search-combobox";
import type { SearchLabels } from "./search-labels";
import { withQueries } from "~/lib/query/with-queries";

/**
 * Watches, from the visitor's intent until the combobox arrives, whether they moved on by themselves: a Tab
 * or a pointer press outside the search. Focus moved by a script (a closing dialog handing the
 * focus back to its opener) is not the visitor moving on. Returns the stop function, which says whether
 * they moved on.
 */
function watchMovingOn(search: Element, movedAlready: boolean): () => boolean {
  let moved = movedAlready;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Tab") moved = true;
  };
  const onPointer = (event: PointerEvent) => {
    if (!(event.target instanceof Node && search.contains(event.target))) moved = true;
  };
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("pointerdown", onPointer, true);
  return () => {
    document.removeEventListener("keydown", onKey, true);
    document.removeEventListener("pointerdown", onPointer, true);
    return moved;
  };
}

/**
 * Holds the server-rendered search form (a plain GET form to the listing, working before any script) until
 * the visitor shows intent — focus, a pointer press or a key in it — then loads the combobox (suggestions,
 * history; TanStack Query comes with it), which takes over with what was typed. It takes the focus too,
 * unless the visitor moved on while it loaded (a keyboard user who tabbed past the field keeps their place).
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
  const [takeFocus, setTakeFocus] = useState(true);
  const started = useRef(false);

  const load = (event: SyntheticEvent<HTMLDivElement>, leaving = false) => {
    if (started.current) return;
    started.current = true;
    const search = event.currentTarget;
    const field = search.querySelector("input[name=search]");
    // The intent itself may be the key that leaves (the field had the focus before the page hydrated).
    const stopWatching = watchMovingOn(search, leaving);
    void withQueries(import("./search-combobox").then((mod) => mod.SearchCombobox)).then(
      (component) => {
        // The field it replaces still has the focus: the combobox keeps it, whatever happened meanwhile.
        setTakeFocus(!stopWatching() || document.activeElement === field);
        setText(field instanceof HTMLInputElement ? field.value : "");
        setLoaded(() => component);
      },
      () => {
        // The code did not arrive (offline): the plain form stays, and the next intent tries again.
        stopWatching();
        started.current = false;
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
    return <Loaded labels={labels} initialText={text} takeFocus={takeFocus} onDismiss={dismiss} />;
  }
  return (
    // Only listens to the form's own field (focus, pointer and keys bubble up); it is no control itself.
    <div
      role="presentation"
      className="contents"
      onFocus={load}
      onPointerDown={load}
      onKeyDown={(event) => {
        load(event, event.key === "Tab");
      }}
    >
      {children}
    </div>
  );
}
