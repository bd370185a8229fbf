"use client";

import type { ComponentType } from "react";
import { useRef, useState } from "react";
import { Search } from "lucide-react";

import type { SearchComboboxProps } from "./search-combobox";
import type { SearchLabels } from "./search-labels";
import { withQueries } from "~/lib/query/with-queries";

interface SearchMountProps {
  variant: "desktop" | "mobile";
  labels: SearchLabels;
}

const fieldClass =
  "border-input bg-background placeholder:text-muted-foreground focus-visible:ring-ring h-10 w-full rounded-md border ps-9 pe-3 text-sm outline-none focus-visible:ring-2";

/**
 * Until the visitor shows intent, a plain field (desktop) or button (mobile) with no script behind it; the
 * first focus, click or key loads the combobox, which takes over with what was typed and keeps focus.
 */
export function SearchMount({ variant, labels }: SearchMountProps) {
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const [text, setText] = useState("");
  const [mobileOpen, setMobileOpen] = useState(false);
  const loading = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    // The combobox reads suggestions with TanStack Query: it comes with the tab's QueryClient.
    void withQueries(import("./search-combobox").then((module) => module.SearchCombobox)).then(
      (component) => {
        setCombobox(() => component);
      },
    );
  };

  const icon = (
    <Search
      aria-hidden="true"
      className="text-muted-foreground pointer-events-none absolute inset-y-0 start-3 my-auto size-4"
    />
  );

  if (variant === "mobile") {
    return (
      <>
        <button
          ref={button}
          type="button"
          aria-label={labels.label}
          aria-expanded={mobileOpen}
          className="hover:bg-muted focus-visible:ring-ring inline-flex size-10 shrink-0 items-center justify-center rounded-md"
          onPointerEnter={load}
          onFocus={load}
          onClick={() => {
            load();
            setMobileOpen((open) => !open);
          }}
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
        {mobileOpen && Combobox ? (
          <div className="bg-card absolute inset-x-0 top-full border-b p-2 shadow-md">
            <Combobox
              labels={labels}
              initialText=""
              takeFocus
              onDismiss={() => {
                setMobileOpen(false);
                button.current?.focus();
              }}
            />
          </div>
        ) : null}
      </>
    );
  }

  if (Combobox) return <Combobox labels={labels} initialText={text} takeFocus />;
  return (
    <form role="search" className="relative w-full" action="/home">
      {icon}
      <input type="hidden" name="data_type" value="searched" />
      <input
        type="search"
        name="search"
        aria-label={labels.label}
        placeholder={labels.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        className={fieldClass}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onFocus={load}
        onPointerDown={load}
      />
    </form>
  );
}
