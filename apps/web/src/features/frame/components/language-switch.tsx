"use client";

import { useEffect, useRef, useState } from "react";

import type { Locale } from "~/i18n/locales";
import { locales } from "~/i18n/locales";
import { withIntl } from "~/lib/i18n/with-intl";
import { onDemand } from "~/lib/lazy/on-demand";
import { notify } from "~/lib/notify/notify";
import { isChangeFromEarlierDocument, LANGUAGE_CHANGED_FLAG, thisDocument } from "./language-flag";

// The confirmation (and the dialog code behind it) loads when a language is chosen.
const LanguageConfirm = onDemand(() =>
  withIntl(import("./language-confirm").then((mod) => mod.LanguageConfirm)),
);

export interface LanguageLabels {
  /** 'Language' */
  label: string;
  /** Each language's own name. */
  names: Record<Locale, string>;
  /** 'Language has been changed' */
  changed: string;
}

/**
 * The language switch: asks 'Are you sure to change the language?', saves the language, reloads
 * (the direction flips for right-to-left languages) and then says 'Language has been changed'.
 */
export function LanguageSwitch({ current, labels }: { current: Locale; labels: LanguageLabels }) {
  const [pending, setPending] = useState<Locale | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const changed = labels.changed;

  useEffect(() => {
    if (!isChangeFromEarlierDocument(sessionStorage.getItem(LANGUAGE_CHANGED_FLAG), thisDocument()))
      return;
    // After the toaster (mounted after the page) has subscribed.
    const timer = setTimeout(() => {
      sessionStorage.removeItem(LANGUAGE_CHANGED_FLAG);
      void notify.success(changed);
    }, 0);
    return () => clearTimeout(timer);
  }, [changed]);

  return (
    <>
      <label className="inline-flex items-center gap-2 text-sm">
        <span className="sr-only">{labels.label}</span>
        <select
          ref={select}
          value={current}
          data-testid="language-select"
          onChange={(event) => {
            const value = event.target.value as Locale;
            if (value !== current) setPending(value);
          }}
          className="border-input bg-background h-9 rounded-md border px-2 text-sm"
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {labels.names[locale]}
            </option>
          ))}
        </select>
      </label>
      {pending !== null ? (
        <LanguageConfirm
          target={pending}
          onCancel={() => {
            setPending(null);
          }}
          returnFocus={() => select.current?.focus()}
        />
      ) : null}
    </>
  );
}
